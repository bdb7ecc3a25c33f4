import { randomUUID } from 'node:crypto';

/**
 * A rolling 60-second window kept as per-second counters. A hit adds one to the counter of its second atomically and
 * returns every counter; the hit is allowed when the counters of the last 60 seconds, its own included, sum to at most
 * the limit. Because increments are serialised by the store, exactly `limit` of any burst see a sum within the limit.
 * A refused hit takes its increment back, so refused requests do not extend a client's wait.
 *
 * A subject that one item cannot carry (docs/capacity.md) is split into shards, each with its share of the limit: a
 * hit tries one shard at random and, when that one is full, reads the others and tries those with room; it is refused
 * only when every shard is full, so no more than `limit` hits are ever admitted in a window. A process
 * remembers a shard it found full until the second its oldest counted hit leaves the window, and refuses from memory
 * until then: a flood of refused requests costs no writes after the first.
 */
export const WINDOW_SECONDS = 60;

export interface WindowHit {
  allowed: boolean;
  /** Hits counted in the window of the shard that answered, this one included when allowed. */
  count: number;
  limit: number;
}

/** The counter attribute of a second. */
export function bucketName(second: number): string {
  return `c${second}`;
}

/** The attribute of a second holding the tokens of the give-backs applied to it (each applied once). */
export function tokenSetName(second: number): string {
  return `u${second}`;
}

function secondOf(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

/**
 * Sums the counters of the window ending at `second` and names the stale ones, which can be removed. Counters of
 * later seconds count too: a hit stamped earlier can reach the store after one stamped later (a retry, a clock a
 * little behind), and must not be admitted past what the later one already took.
 */
export function readWindow(
  counters: Record<string, unknown>,
  second: number,
): { count: number; staleBuckets: string[] } {
  let count = 0;
  const staleBuckets: string[] = [];
  for (const [name, value] of Object.entries(counters)) {
    if (!/^[cu]\d+$/.test(name)) continue;
    const at = Number(name.slice(1));
    if (at <= second - WINDOW_SECONDS) staleBuckets.push(name);
    else if (name.startsWith('c')) count += Number(value);
  }
  return { count, staleBuckets };
}

/**
 * The first second at which the window holds fewer than `quota` hits, counting only the hits known now (later hits can
 * only make it later): until then a new hit is certainly refused.
 */
export function fullUntil(counters: Record<string, unknown>, second: number, quota: number): number {
  const seconds = Object.entries(counters)
    .filter(([name]) => /^c\d+$/.test(name))
    .map(([name, value]) => ({ at: Number(name.slice(1)), hits: Number(value) }))
    .filter((c) => c.at > second - WINDOW_SECONDS && c.hits > 0)
    .sort((a, b) => a.at - b.at);
  let count = seconds.reduce((sum, c) => sum + c.hits, 0);
  for (const c of seconds) {
    if (count < quota) break;
    count -= c.hits;
    // This second's hits leave the window once it is WINDOW_SECONDS old.
    if (count < quota) return c.at + WINDOW_SECONDS;
  }
  return second;
}

/** Persists the counters; implemented over DynamoDB in shared/db/rate-window-store.ts. */
export interface RateWindowStore {
  /**
   * Atomically adds `delta` to the counter of `second` and returns all counters of the subject afterwards. With a
   * `token`, at most once whatever the retries: a second write with the same token changes nothing.
   */
  increment(
    subject: string,
    second: number,
    delta: number,
    removeBuckets?: string[],
    token?: string,
  ): Promise<Record<string, unknown>>;
  /** The counters of several subjects, read consistently (a subject never hit reads as none). */
  read(subjects: string[]): Promise<Record<string, Record<string, unknown>>>;
}

/** The share of `limit` of shard `index` of `shards`: as even as whole hits allow. */
export function quotaOf(limit: number, shards: number, index: number): number {
  return Math.floor(limit / shards) + (index < limit % shards ? 1 : 0);
}

export class SlidingWindowLimiter {
  /** Shard subject and quota → the second until which it is known full (this process's memory). */
  private readonly full = new Map<string, number>();

  constructor(private readonly store: RateWindowStore) {}

  /** Counts one request of `subject` at `nowMs` against `limit` per rolling minute, over `shards` items. */
  async hit(subject: string, limit: number, nowMs: number, shards = 1): Promise<WindowHit> {
    const count = Math.max(1, Math.min(shards, limit));
    const second = secondOf(nowMs);
    const shardsOf = Array.from({ length: count }, (_, i) => ({
      subject: count === 1 ? subject : `${subject}#${i}`,
      quota: quotaOf(limit, count, i),
    }));
    const open = shardsOf.filter((s) => (this.full.get(`${s.subject}|${s.quota}`) ?? 0) <= second);
    if (open.length === 0) return { allowed: false, count: limit, limit };
    // One shard at random. When it is full, the others are read (one read, no writes) and the hit tries those with
    // room, most room first, until one admits it.
    const first = open[Math.floor(Math.random() * open.length)]!;
    const tried = await this.tryShard(first.subject, first.quota, second);
    if (tried.allowed || open.length === 1) return { ...tried, limit };
    const rest = open.filter((s) => s !== first);
    const counters = await this.store.read(rest.map((s) => s.subject));
    const withRoom = rest
      .map((s) => ({ ...s, room: s.quota - readWindow(counters[s.subject] ?? {}, second).count }))
      .filter((s) => {
        if (s.room > 0) return true;
        this.full.set(`${s.subject}|${s.quota}`, fullUntil(counters[s.subject] ?? {}, second, s.quota));
        return false;
      })
      .sort((a, b) => b.room - a.room);
    let failure: unknown;
    for (const s of withRoom) {
      try {
        const hit = await this.tryShard(s.subject, s.quota, second);
        if (hit.allowed) return { allowed: true, count: hit.count, limit };
      } catch (error) {
        // Another shard may still admit it; only a refusal by all is an answer.
        failure = error;
      }
    }
    if (failure !== undefined) throw failure;
    return { allowed: false, count: limit, limit };
  }

  /**
   * Takes back one hit of a shard, retried a few times: a lost give-back would hold a place until it leaves. Applied
   * once whatever the retries (its token): applied twice, it would let one more request through than the limit.
   */
  private async giveBack(subject: string, second: number, removeBuckets: string[] = []) {
    const token = randomUUID();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.increment(subject, second, -1, removeBuckets, token);
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      }
    }
  }

  private async tryShard(subject: string, quota: number, second: number) {
    const counters = await this.store.increment(subject, second, 1);
    const { count, staleBuckets } = readWindow(counters, second);
    if (count <= quota) {
      // Tidy up only when enough stale counters have built up, to keep the allowed path at one write.
      if (staleBuckets.length >= 30) await this.store.increment(subject, second, 0, staleBuckets);
      return { subject, allowed: true, count };
    }
    const after = await this.giveBack(subject, second, staleBuckets);
    this.full.set(`${subject}|${quota}`, fullUntil(after, second, quota));
    return { subject, allowed: false, count: count - 1 };
  }
}
