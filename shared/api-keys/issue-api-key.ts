import type { ApiKeyScope } from '../auth/permissions';
import { newId } from '../ids';
import type { Repositories } from '../repositories';
import {
  type ApiKeyRecord,
  DEFAULT_RATE_LIMIT_PER_MINUTE,
  displayPrefix,
  generateApiKeyValue,
  hashApiKey,
} from './api-key';

/** Creates a key and returns its record with the value, which is shown this once and never stored. */
export async function issueApiKey(
  repos: Repositories,
  input: { accountId: string; name: string; scopes: ApiKeyScope[]; rateLimitPerMinute?: number; nowMs: number },
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
    createdAt: new Date(input.nowMs).toISOString(),
  };
  await repos.apiKeys.create(record);
  return { record, value };
}
