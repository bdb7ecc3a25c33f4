import { createHash, timingSafeEqual } from 'node:crypto';
import type { AuditEntry } from '../audit/audit';
import type { ApiKeyScope } from '../auth/permissions';
import { randomSecret } from '../ids';
import type { Page, PageRequest } from '../page';
import type { Result } from '../result';

/** Recognisable prefix, so secret scanners (and people) can tell a leaked key for what it is. */
const API_KEY_PREFIX = 'sk_live_';
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
  /** Credits this key may spend per Africa/Johannesburg day; absent for no cap of its own (contract Part 3). */
  dailySpendLimit?: number;
  createdAt: string;
  lastUsedAt?: string;
  revokedAt?: string;
  /**
   * The value sealed (envelope encryption, context `apiKeyValueContext`), written once, the first time the key sends on
   * the Twilio-compatible API: Twilio's callback signatures are keyed by the auth token itself, which the hash cannot
   * give back (docs/decisions/1604-twilio-status-callbacks.md). Keys never used there have none. Never returned.
   */
  sealedValue?: string;
}

/** The envelope context of a key's sealed value: a copy moved to another key record or account does not open. */
export const apiKeyValueContext = (accountId: string, keyId: string) => ({
  accountId,
  keyId,
  use: 'twilio-auth-token',
});

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
    dailySpendLimit: record.dailySpendLimit ?? null,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt ?? null,
    revokedAt: record.revokedAt ?? null,
  };
}

/** API keys (shared/db/api-key-repository.ts). */
export interface ApiKeyStore {
  /** Creates a key, with its audit entry in the same transaction. */
  create(record: ApiKeyRecord, audit?: AuditEntry): Promise<void>;
  /** The authorizer's look-up: a strongly consistent read, so a revocation is seen on the very next request. */
  findByHash(hash: string): Promise<ApiKeyRecord | undefined>;
  /** A key of the account by its id (an index: may lag a just-made key). */
  findById(accountId: string, keyId: string): Promise<ApiKeyRecord | undefined>;
  /** The account's keys (revoked ones included), newest first. */
  page(accountId: string, page: PageRequest): Promise<Page<ApiKeyRecord>>;
  /** Every key of the account (an account has tens of keys, not thousands). */
  listAll(accountId: string): Promise<ApiKeyRecord[]>;
  /** Stamps lastUsedAt unless it is already later than `notAfter`: at most one write a minute per key. */
  touch(hash: string, at: string, notAfter: string): Promise<void>;
  /**
   * Changes name, limit and/or cap (null removes it) with the audit entry; NOT_LIVE when revoked or another account's.
   */
  update(
    accountId: string,
    hash: string,
    changes: { name?: string; rateLimitPerMinute?: number; dailySpendLimit?: number | null },
    audit: AuditEntry,
  ): Promise<Result<'NOT_LIVE'>>;
  /** Revokes with the audit entry; NOT_LIVE when the key is revoked already or another account's. */
  revoke(accountId: string, hash: string, at: string, audit: AuditEntry): Promise<Result<'NOT_LIVE'>>;
}
