import { randomBytes } from 'node:crypto';
import { monotonicFactory } from 'ulid';

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
  | 'dlv';

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

/** A random url-safe secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
