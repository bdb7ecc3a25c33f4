import type { AuditEntry } from '../audit/audit';
import type { ApiKeyScope } from '../auth/permissions';
import { newId } from '../ids';
import {
  type ApiKeyRecord,
  type ApiKeyStore,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  displayPrefix,
  generateApiKeyValue,
  hashApiKey,
} from './api-key';

/** Creates a key and returns its record with the value, which is shown this once and never stored. */
export async function issueApiKey(
  { apiKeys }: { apiKeys: ApiKeyStore },
  input: {
    accountId: string;
    name: string;
    scopes: ApiKeyScope[];
    rateLimitPerMinute?: number;
    dailySpendLimit?: number;
    nowMs: number;
    /** The audit entry to write in the same transaction as the key (built from the new record). */
    audit?: (record: ApiKeyRecord) => AuditEntry;
  },
): Promise<{ record: ApiKeyRecord; value: string }> {
  const value = generateApiKeyValue();
  const record: ApiKeyRecord = {
    id: newId('key', input.nowMs),
    accountId: input.accountId,
    name: input.name,
    prefix: displayPrefix(value),
    hash: hashApiKey(value),
    scopes: input.scopes,
    rateLimitPerMinute: input.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    ...(input.dailySpendLimit !== undefined ? { dailySpendLimit: input.dailySpendLimit } : {}),
    createdAt: new Date(input.nowMs).toISOString(),
  };
  await apiKeys.create(record, input.audit?.(record));
  return { record, value };
}
