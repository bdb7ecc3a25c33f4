import { createHash, randomBytes } from 'node:crypto';
import { encodeTime, monotonicFactory } from 'ulid';

/** Prefixes of the contract's opaque ids. */
export type IdPrefix =
  | 'msg'
  | 'tpl'
  | 'key'
  | 'usr'
  | 'acc'
  | 'flg'
  | 'inv'
  | 'aud'
  | 'con'
  | 'cmp'
  | 'lst'
  | 'imp'
  | 'opt'
  | 'txn'
  | 'mail'
  | 'req'
  | 'pt'
  | 'inb'
  | 'whk'
  | 'evt'
  | 'dlv'
  | 'vrf'
  | 'vas';

/** Ids of this service: a prefix and a ULID. */
export const idPattern = (prefix: IdPrefix) => new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);

let ulid: ReturnType<typeof monotonicFactory> | undefined;

/**
 * A new prefixed, lexicographically time-sortable id (ULID), so newest-first lists are a reverse key order.
 * `at` lets callers stamp ids with an injected clock's time.
 */
export function newId(prefix: IdPrefix, at: number = Date.now()): string {
  // Made on first use, so a function that makes no ids does not carry the generator.
  ulid ??= monotonicFactory();
  return `${prefix}_${ulid(at)}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The same id every time for the same `seed`: a ULID whose time is `at` and whose random part is taken from a hash of
 * the seed. What is derived from one change (a webhook event from a table write) keeps its id when it is derived
 * again, so receivers can drop the repeat by id.
 */
export function derivedId(prefix: IdPrefix, at: number, seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[hash[i]! & 31];
  return `${prefix}_${encodeTime(Math.max(0, Math.floor(at)), 10)}${random}`;
}

/** A random url-safe secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
