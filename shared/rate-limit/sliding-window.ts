/**
 * A rolling 60-second window kept as per-second counters. A hit adds one to the counter of its second atomically and
 * returns every counter; the hit is allowed when the counters of the last 60 seconds, its own included, sum to at most
 * the limit. Because increments are serialised by the store, exactly `limit` of any burst see a sum within the limit.
 * A refused hit takes its increment back, so refused requests do not extend a client's wait.
 */
export const WINDOW_SECONDS = 60;

export interface WindowHit {
  allowed: boolean;
  /** Hits counted in the window, this one included. */
  count: number;
  limit: number;
}

/** The counter attribute of a second. */
export function bucketName(second: number): string {
  return `c${second}`;
}

export function secondOf(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/** Sums the counters of the window ending at `second` and names the stale ones, which can be removed. */
export function readWindow(
  counters: Record<string, unknown>,
  second: number,
): { count: number; staleBuckets: string[] } {
  let count = 0;
  const staleBuckets: string[] = [];
  for (const [name, value] of Object.entries(counters)) {
    if (!/^c\d+$/.test(name)) continue;
    const at = Number(name.slice(1));
    if (at > second - WINDOW_SECONDS && at <= second) count += Number(value);
    else if (at <= second - WINDOW_SECONDS) staleBuckets.push(name);
  }
  return { count, staleBuckets };
}

/** Persists the counters; implemented over DynamoDB in shared/db/rate-window-store.ts. */
export interface RateWindowStore {
  /** Atomically adds `delta` to the counter of `second` and returns all counters of the subject afterwards. */
  increment(subject: string, second: number, delta: number, removeBuckets?: string[]): Promise<Record<string, unknown>>;
}

export class SlidingWindowLimiter {
  constructor(private readonly store: RateWindowStore) {}

  /** Counts one request of `subject` at `nowMs` against `limit` per rolling minute. */
  async hit(subject: string, limit: number, nowMs: number): Promise<WindowHit> {
    const second = secondOf(nowMs);
    const counters = await this.store.increment(subject, second, 1);
    const { count, staleBuckets } = readWindow(counters, second);
    if (count <= limit) {
      // Tidy up only when enough stale counters have built up, to keep the allowed path at one write.
      if (staleBuckets.length >= 30) await this.store.increment(subject, second, 0, staleBuckets);
      return { allowed: true, count, limit };
    }
    await this.store.increment(subject, second, -1, staleBuckets);
    return { allowed: false, count: count - 1, limit };
  }
}
