import { createHash, timingSafeEqual } from 'node:crypto';
import type { ApiKeyScope } from '../auth/permissions';
import { randomSecret } from '../ids';

/** Recognisable prefix, so secret scanners (and people) can tell a leaked key for what it is. */
export const API_KEY_PREFIX = 'sk_live_';
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 60;
export const MAX_RATE_LIMIT_PER_MINUTE = 10_000;

export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string;
  /** The first characters of the value, enough to recognise it in a list; never the whole value. */
  prefix: string;
  /** SHA-256 of the value (hex). Keys carry 256 bits of entropy, so a fast hash is the right tool, not a KDF. */
  hash: string;
  scopes: ApiKeyScope[];
  rateLimitPerMinute: number;
  createdAt: string;
  lastUsedAt?: string;
  revokedAt?: string;
}

/** A new key value: the prefix and 32 random bytes. */
export function generateApiKeyValue(): string {
  return `${API_KEY_PREFIX}${randomSecret(32)}`;
}

export function hashApiKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** The displayable start of a key value. */
export function displayPrefix(value: string): string {
  return value.slice(0, API_KEY_PREFIX.length + 4);
}

/** Constant-time check that a presented value hashes to the stored hash. */
export function apiKeyMatches(value: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(value), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** The shape returned by the API: never the hash, never the value (except once, at creation). */
export function publicApiKey(record: ApiKeyRecord) {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scopes: record.scopes,
    rateLimitPerMinute: record.rateLimitPerMinute,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt ?? null,
    revokedAt: record.revokedAt ?? null,
  };
}
