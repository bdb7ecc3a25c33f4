/**
 * The fraud guard of Verify, on by default (docs/decisions/1702-verify-fraud-guard.md): what stops SMS pumping (bots
 * starting verifications to numbers whose termination fees someone collects) before a code is sent or charged.
 *
 * - Per API key and per account: verifications a rolling minute (sharded sliding windows, shared/rate-limit).
 * - Per destination prefix of the account (the number without its last four digits): at most PREFIX_LIMIT starts in
 *   PREFIX_WINDOW_MINUTES (many numbers of one block), and at most SEQUENTIAL_LIMIT starts to a number within
 *   SEQUENTIAL_SPAN of the one before it in that time (sequential numbers).
 * - Conversion per prefix (started vs approved over CONVERSION_WINDOW_MINUTES, counting only starts whose codes have
 *   expired): once it collapses below MIN_CONVERSION over at least MIN_SETTLED starts, the prefix is blocked for
 *   BLOCK_MINUTES, until then or until an operator lifts it. Conversion per key is tracked for the operator's view.
 *
 * A refused start is 429 with Retry-After and sends and charges nothing.
 */

import type { Result } from '../result';
import { CODE_TTL_MS } from './verification';

const PREFIX_WINDOW_MINUTES = 10;
const PREFIX_LIMIT = 10;
const SEQUENTIAL_SPAN = 10;
const SEQUENTIAL_LIMIT = 3;
export const CONVERSION_WINDOW_MINUTES = 60;
const MIN_SETTLED = 10;
const MIN_CONVERSION = 0.2;
const BLOCK_MINUTES = 60;
/** Verifications a rolling minute per API key and per account, and the shards of their counters (docs/capacity.md). */
export const KEY_LIMIT_PER_MINUTE = 600;
export const KEY_LIMIT_SHARDS = 4;
export const ACCOUNT_LIMIT_PER_MINUTE = 6000;
export const ACCOUNT_LIMIT_SHARDS = 16;
/** Shards of a key's started and approved counters. */
export const KEY_STATS_SHARDS = 16;

/** Stale counters of a prefix removed at once: few enough to ride on a guard's write, rarely enough to cost little. */
export const STALE_BATCH = 30;

const SETTLED_AFTER_MINUTES = Math.ceil(CODE_TTL_MS / 60_000);

/** Per-minute counters of one prefix as stored: `s<minute>` started, `a<minute>` approved, `q<minute>` sequential. */
export interface PrefixState {
  counters: Record<string, number>;
  lastNumber?: number;
  lastAtMs?: number;
  blockedUntilMs?: number;
}

export type Refusal = {
  reason: 'key_limit' | 'account_limit' | 'prefix_velocity' | 'sequential' | 'low_conversion' | 'blocked';
  retryAfterSeconds: number;
};

export const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** The sum of `kind` counters from minute `from` to minute `to`, both included. */
export function sumOf(counters: Record<string, number>, kind: 's' | 'a' | 'q', from: number, to: number): number {
  let total = 0;
  for (const [name, value] of Object.entries(counters)) {
    if (name[0] !== kind || !/^[saq]\d+$/.test(name)) continue;
    const minute = Number(name.slice(1));
    if (minute >= from && minute <= to) total += Number(value);
  }
  return total;
}

/**
 * Counters older than every window, once STALE_BATCH of them have built up (none before): removed in a write the
 * guard makes anyway, admitted or refused, so a prefix in constant use, or under a constant attack, keeps an item of
 * at most 3 × 61 counters of its window and fewer than STALE_BATCH stale ones.
 */
export function staleCounters(counters: Record<string, number>, nowMs: number): string[] {
  const oldest = minuteOf(nowMs) - CONVERSION_WINDOW_MINUTES;
  const stale = Object.keys(counters).filter((name) => /^[saq]\d+$/.test(name) && Number(name.slice(1)) < oldest);
  return stale.length >= STALE_BATCH ? stale : [];
}

/** Seconds until the oldest counted minute of a window of `kind` leaves it (at least 1). */
function untilWindowFrees(counters: Record<string, number>, kind: 's' | 'q', nowMs: number): number {
  const now = minuteOf(nowMs);
  const from = now - PREFIX_WINDOW_MINUTES + 1;
  const minutes = Object.entries(counters)
    .filter(([name, v]) => name[0] === kind && Number(v) > 0 && Number(name.slice(1)) >= from)
    .map(([name]) => Number(name.slice(1)));
  const oldest = minutes.length > 0 ? Math.min(...minutes) : now;
  return Math.max(1, Math.ceil(((oldest + PREFIX_WINDOW_MINUTES) * 60_000 - nowMs) / 1000));
}

/** Whether a start to `number` follows the prefix's last start closely: a sequential number. */
export function isSequential(before: PrefixState, number: number, nowMs: number): boolean {
  if (before.lastNumber === undefined || before.lastAtMs === undefined) return false;
  const gap = Math.abs(number - before.lastNumber);
  return gap > 0 && gap <= SEQUENTIAL_SPAN && nowMs - before.lastAtMs < PREFIX_WINDOW_MINUTES * 60_000;
}

/**
 * The guard's verdict on a start, given the prefix's counters with this start already counted (and its sequential
 * mark, if any): undefined when it may go ahead. `block` is set when the prefix must be blocked from now.
 */
export function assessPrefix(after: PrefixState, nowMs: number): (Refusal & { blockUntilMs?: number }) | undefined {
  if (after.blockedUntilMs !== undefined && after.blockedUntilMs > nowMs) {
    return { reason: 'blocked', retryAfterSeconds: Math.ceil((after.blockedUntilMs - nowMs) / 1000) };
  }
  const now = minuteOf(nowMs);
  // Conversion first: a collapsed prefix is blocked even when this start is within its velocity.
  const settledTo = now - SETTLED_AFTER_MINUTES;
  const windowFrom = now - CONVERSION_WINDOW_MINUTES + 1;
  const settled = sumOf(after.counters, 's', windowFrom, settledTo);
  const approved = sumOf(after.counters, 'a', windowFrom, now);
  if (settled >= MIN_SETTLED && approved / settled < MIN_CONVERSION) {
    const blockUntilMs = nowMs + BLOCK_MINUTES * 60_000;
    return { reason: 'low_conversion', retryAfterSeconds: BLOCK_MINUTES * 60, blockUntilMs };
  }
  const recentFrom = now - PREFIX_WINDOW_MINUTES + 1;
  if (sumOf(after.counters, 'q', recentFrom, now) >= SEQUENTIAL_LIMIT) {
    return { reason: 'sequential', retryAfterSeconds: untilWindowFrees(after.counters, 'q', nowMs) };
  }
  if (sumOf(after.counters, 's', recentFrom, now) > PREFIX_LIMIT) {
    return { reason: 'prefix_velocity', retryAfterSeconds: untilWindowFrees(after.counters, 's', nowMs) };
  }
  return undefined;
}

/** Started and approved over the conversion window, and their ratio (null before any start). */
export function conversionOf(counters: Record<string, number>, nowMs: number) {
  const now = minuteOf(nowMs);
  const from = now - CONVERSION_WINDOW_MINUTES + 1;
  const started = sumOf(counters, 's', from, now);
  const approved = sumOf(counters, 'a', from, now);
  return { started, approved, conversion: started > 0 ? Math.round((approved / started) * 1000) / 1000 : null };
}

/** The counters the guard keeps (shared/db/verify-guard-repository.ts). */
export interface VerifyGuardStore {
  /**
   * Counts a start to `number` on its prefix (adds s<minute>, notes the number) unless the prefix is blocked now;
   * returns the prefix's state before this start, or `blocked` with its end.
   */
  countStart(
    accountId: string,
    prefix: string,
    number: number,
    nowMs: number,
  ): Promise<{ blockedUntilMs: number } | { before: PrefixState }>;
  /** Adds a sequential mark (q<minute>). */
  markSequential(accountId: string, prefix: string, nowMs: number): Promise<void>;
  /** Removes the `stale` counters of a prefix (staleCounters), nothing else. */
  dropStale(accountId: string, prefix: string, stale: string[]): Promise<void>;
  /**
   * Takes back a refused start's count, so refusals do not count as sent codes, and removes the `stale` counters
   * (older than every window) in the same update.
   */
  uncountStart(accountId: string, prefix: string, nowMs: number, stale: string[]): Promise<void>;
  block(
    accountId: string,
    prefix: string,
    untilMs: number,
    reason: string,
    figures: { started: number; approved: number },
    nowMs: number,
  ): Promise<void>;
  countApproved(accountId: string, prefix: string, nowMs: number): Promise<void>;
  /** Adds a start or an approval (s<minute> or a<minute>) to one shard of the key's hour. */
  countKey(keyId: string, kind: 's' | 'a', nowMs: number): Promise<void>;
  /** The key's counters of this hour and the one before (the last CONVERSION_WINDOW_MINUTES at least), summed. */
  keyCounters(keyId: string, nowMs: number): Promise<Record<string, number>>;
  /** Counts a start the guard refused (by reason, per minute) for the operator's view; it throttles nothing. */
  countRefused(accountId: string, reason: Refusal['reason'], nowMs: number): Promise<void>;
  /** The account's refused starts of the last CONVERSION_WINDOW_MINUTES, by reason and minute. */
  refusals(accountId: string, nowMs: number): Promise<RefusalCount[]>;
  blocks(accountId: string): Promise<PrefixBlock[]>;
  /** Lifts a block and forgets the prefix's counters; NOT_BLOCKED when the prefix was not blocked. */
  lift(accountId: string, prefix: string): Promise<Result<'NOT_BLOCKED'>>;
}

export interface RefusalCount {
  reason: Refusal['reason'];
  minute: number;
  count: number;
}

export interface PrefixBlock {
  prefix: string;
  reason: string;
  blockedAt: string;
  blockedUntil: string;
  started: number;
  approved: number;
}

/** Adds this start (and its sequential mark) to the counters read before it. */
export function withStart(before: PrefixState, nowMs: number, sequential: boolean): PrefixState {
  const minute = minuteOf(nowMs);
  const counters = { ...before.counters };
  counters[`s${minute}`] = (counters[`s${minute}`] ?? 0) + 1;
  if (sequential) counters[`q${minute}`] = (counters[`q${minute}`] ?? 0) + 1;
  const { blockedUntilMs: _ignored, ...rest } = before;
  return { ...rest, counters };
}
