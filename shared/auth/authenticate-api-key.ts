import { type ApiKeyStore, apiKeyMatches, hashApiKey } from '../api-keys/api-key';
import type { ApiKeyPrincipal } from './principal';

const TOUCH_INTERVAL_MS = 60_000;

/**
 * Resolves an X-API-Key value to its principal, or undefined when the key is unknown or revoked. One strongly
 * consistent read; the "last used" stamp is written at most once a minute per key, after the answer is decided.
 */
export async function authenticateApiKey(
  { apiKeys }: { apiKeys: Pick<ApiKeyStore, 'findByHash' | 'touch'> },
  value: string | undefined,
  nowMs: number,
): Promise<ApiKeyPrincipal | undefined> {
  if (!value || value.length > 200) return undefined;
  const hash = hashApiKey(value);
  const record = await apiKeys.findByHash(hash);
  if (!record || record.revokedAt || !apiKeyMatches(value, record.hash)) return undefined;
  const lastUsed = record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0;
  if (nowMs - lastUsed >= TOUCH_INTERVAL_MS) {
    await apiKeys.touch(hash, new Date(nowMs).toISOString(), new Date(nowMs - TOUCH_INTERVAL_MS).toISOString());
  }
  return {
    type: 'apiKey',
    keyId: record.id,
    accountId: record.accountId,
    scopes: record.scopes,
    rateLimitPerMinute: record.rateLimitPerMinute,
    ...(record.dailySpendLimit !== undefined ? { dailySpendLimit: record.dailySpendLimit } : {}),
  };
}
