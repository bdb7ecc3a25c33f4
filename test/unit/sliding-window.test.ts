import { describe, expect, it } from 'vitest';
import { type RateWindowStore, readWindow, SlidingWindowLimiter } from '../../shared/rate-limit/sliding-window';

/** An in-memory store with the same atomic semantics, for the window arithmetic only (the DynamoDB one is tested in integration). */
class MemoryStore implements RateWindowStore {
  items = new Map<string, Record<string, number>>();
  async increment(subject: string, second: number, delta: number, remove: string[] = []) {
    const item = this.items.get(subject) ?? {};
    item[`c${second}`] = (item[`c${second}`] ?? 0) + delta;
    for (const r of remove) delete item[r];
    this.items.set(subject, item);
    return { ...item };
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
});
