import { describe, expect, it } from 'vitest';
import {
  fullUntil,
  quotaOf,
  type RateWindowStore,
  readWindow,
  SlidingWindowLimiter,
} from '../../shared/rate-limit/sliding-window';

/** An in-memory store with the same atomic semantics, for the window arithmetic only (the DynamoDB one is tested in integration). */
class MemoryStore implements RateWindowStore {
  items = new Map<string, Record<string, number>>();
  writes = 0;
  async increment(subject: string, second: number, delta: number, remove: string[] = []) {
    this.writes += 1;
    const item = this.items.get(subject) ?? {};
    item[`c${second}`] = (item[`c${second}`] ?? 0) + delta;
    for (const r of remove) delete item[r];
    this.items.set(subject, item);
    return { ...item };
  }
  reads = 0;
  async read(subjects: string[]) {
    this.reads += 1;
    return Object.fromEntries(subjects.map((s) => [s, { ...(this.items.get(s) ?? {}) }]));
  }
}

describe('sliding window', () => {
  it('sums only the last 60 seconds and names older counters as stale', () => {
    const { count, staleBuckets } = readWindow({ c100: 2, c141: 3, c159: 1, c40: 9, pk: 'x' }, 160);
    expect(count).toBe(4);
    expect(staleBuckets.sort()).toEqual(['c100', 'c40']);
  });

  it('allows the limit within a rolling minute, refuses the next, and allows again once the window rolls', async () => {
    const limiter = new SlidingWindowLimiter(new MemoryStore());
    const t0 = 1_000_000_000_000;
    for (let i = 0; i < 5; i++) expect((await limiter.hit('k', 5, t0 + i * 10_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 5, t0 + 50_000)).allowed).toBe(false);
    // Not a clock minute: 59 s after the first hit it still counts.
    expect((await limiter.hit('k', 5, t0 + 59_000)).allowed).toBe(false);
    // 60 s after the first hit, that hit has left the window and one slot is free again.
    expect((await limiter.hit('k', 5, t0 + 60_000)).allowed).toBe(true);
    expect((await limiter.hit('k', 5, t0 + 60_500)).allowed).toBe(false);
  });

  it('does not count refused hits', async () => {
    const store = new MemoryStore();
    const limiter = new SlidingWindowLimiter(store);
    const t0 = 2_000_000_000_000;
    await limiter.hit('k', 1, t0);
    for (let i = 0; i < 10; i++) await limiter.hit('k', 1, t0 + 1000);
    expect((await limiter.hit('k', 1, t0 + 60_000)).allowed).toBe(true);
  });

  it('remembers a full window until its oldest hit leaves it, refusing without writes, exactly', async () => {
    const store = new MemoryStore();
    const limiter = new SlidingWindowLimiter(store);
    const t0 = 3_000_000_000_000;
    for (let i = 0; i < 3; i++) await limiter.hit('k', 3, t0 + i * 1000);
    expect((await limiter.hit('k', 3, t0 + 5000)).allowed).toBe(false);
    const writes = store.writes;
    for (let i = 0; i < 50; i++) expect((await limiter.hit('k', 3, t0 + 30_000)).allowed).toBe(false);
    expect(store.writes).toBe(writes);
    // The first hit (at t0) leaves the window at t0 + 60 s: from then one hit fits again.
    expect((await limiter.hit('k', 3, t0 + 59_999)).allowed).toBe(false);
    expect((await limiter.hit('k', 3, t0 + 60_000)).allowed).toBe(true);
    // A raised limit is not held back by what was remembered for the old one.
    expect((await limiter.hit('k', 10, t0 + 60_100)).allowed).toBe(true);
  });

  it('names the second a full window frees a place', () => {
    expect(fullUntil({ c100: 2, c110: 1, c150: 3 }, 155, 6)).toBe(160);
    expect(fullUntil({ c100: 2, c110: 1, c150: 3 }, 155, 4)).toBe(170);
    expect(fullUntil({ c100: 1 }, 155, 5)).toBe(155);
  });

  it('splits the limit over shards and admits exactly the limit, refusing only once every shard is full', async () => {
    expect([0, 1, 2].map((i) => quotaOf(10, 3, i))).toEqual([4, 3, 3]);
    const store = new MemoryStore();
    const limiter = new SlidingWindowLimiter(store);
    const t0 = 4_000_000_000_000;
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('acct', 20, t0, 4)));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    const perShard = [0, 1, 2, 3].map((i) => store.items.get(`acct#${i}`)?.[`c${t0 / 1000}`] ?? 0);
    expect(perShard.reduce((a, b) => a + b, 0)).toBe(20);
    expect(perShard).toEqual([5, 5, 5, 5]);
    // Another process (no memory of the full shards) is refused too, after trying every shard.
    expect((await new SlidingWindowLimiter(store).hit('acct', 20, t0 + 1000, 4)).allowed).toBe(false);
  });

  it('counts hits stamped later than the one it decides: a late arrival is not admitted past them', async () => {
    const limiter = new SlidingWindowLimiter(new MemoryStore());
    expect((await limiter.hit('k', 1, 101_000)).allowed).toBe(true);
    // Stamped half a second earlier, reaching the store after: the window already holds the limit.
    expect((await limiter.hit('k', 1, 100_500)).allowed).toBe(false);
  });

  it('keeps one admission and gives the others back when a shard fails during the fan-out', async () => {
    class FlakyStore extends MemoryStore {
      override async increment(subject: string, second: number, delta: number, remove: string[] = []) {
        if (subject === 'acct#2' && delta === 1) throw new Error('throttled');
        return super.increment(subject, second, delta, remove);
      }
    }
    const store = new FlakyStore();
    const limiter = new SlidingWindowLimiter(store);
    const t0 = 5_000_000_000_000;
    const second = `c${t0 / 1000}`;
    // Fill shards 0 and 1 (quota 1 each of a limit of 4 over 4 shards) so a hit must fan out.
    store.items.set('acct#0', { [second]: 1 });
    store.items.set('acct#1', { [second]: 1 });
    const hits = await Promise.all(
      Array.from({ length: 6 }, () => limiter.hit('acct', 4, t0, 4).catch((e: Error) => e)),
    );
    const admitted = hits.filter((h) => !(h instanceof Error) && h.allowed).length;
    const counted = [0, 1, 2, 3].reduce((sum, i) => sum + (store.items.get(`acct#${i}`)?.[second] ?? 0), 0);
    // Never more admitted than the limit, and every admission counted once (2 filled by hand, shard 2 unreachable).
    expect(admitted).toBeLessThanOrEqual(1);
    expect(counted).toBe(2 + admitted);
  });
});
