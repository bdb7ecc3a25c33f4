import { describe, expect, it } from 'vitest';
import { codeKeysOf, codeMatches, hashCode, newCode, openText, sealText } from '../../../shared/verify/code-key';
import {
  assessPrefix,
  isSequential,
  minuteOf,
  type PrefixState,
  STALE_BATCH,
  staleCounters,
  withStart,
} from '../../../shared/verify/fraud-guard';

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const empty: PrefixState = { counters: {} };

/** The state after `starts` starts at minute offsets, and `approvals` approvals. */
function stateOf(starts: number[], approvals: number[] = []): PrefixState {
  const counters: Record<string, number> = {};
  for (const m of starts) counters[`s${minuteOf(T0) + m}`] = (counters[`s${minuteOf(T0) + m}`] ?? 0) + 1;
  for (const m of approvals) counters[`a${minuteOf(T0) + m}`] = (counters[`a${minuteOf(T0) + m}`] ?? 0) + 1;
  return { counters };
}

describe('the fraud guard', () => {
  it('admits ten starts to a prefix in ten minutes and refuses the eleventh', () => {
    const ten = stateOf(Array.from({ length: 10 }, () => 0));
    expect(assessPrefix(ten, T0)).toBeUndefined();
    expect(assessPrefix(withStart(ten, T0, false), T0)?.reason).toBe('prefix_velocity');
  });

  it('refuses the start that is the third sequential number in ten minutes (the fourth in a row)', () => {
    let state = empty;
    const verdicts: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const number = 27_821_230_000 + i;
      const sequential = isSequential(state, number, T0 + i * 1000);
      state = { ...withStart(state, T0 + i * 1000, sequential), lastNumber: number, lastAtMs: T0 + i * 1000 };
      verdicts.push(assessPrefix(state, T0 + i * 1000)?.reason);
    }
    expect(verdicts).toEqual([undefined, undefined, undefined, 'sequential']);
  });

  it('does not take numbers far apart, or the same number again, for sequential ones', () => {
    const before: PrefixState = { counters: {}, lastNumber: 27_821_230_000, lastAtMs: T0 };
    expect(isSequential(before, 27_821_230_050, T0 + 1000)).toBe(false);
    expect(isSequential(before, 27_821_230_000, T0 + 1000)).toBe(false);
    expect(isSequential(before, 27_821_230_005, T0 + 11 * 60_000)).toBe(false);
    expect(isSequential(before, 27_821_230_005, T0 + 1000)).toBe(true);
  });

  it('blocks a prefix whose expired codes were not approved, not one whose codes are still young', () => {
    const starts = Array.from({ length: 10 }, () => 0);
    expect(assessPrefix(stateOf(starts), T0 + 5 * 60_000)).toBeUndefined();
    const verdict = assessPrefix(stateOf(starts), T0 + 11 * 60_000);
    expect(verdict?.reason).toBe('low_conversion');
    expect(verdict?.blockUntilMs).toBe(T0 + 71 * 60_000);
    // Eight of ten approved: a healthy prefix.
    expect(assessPrefix(stateOf(starts, [1, 1, 1, 1, 1, 1, 1, 1]), T0 + 11 * 60_000)).toBeUndefined();
  });

  it('refuses while a block is in force, with its end as Retry-After', () => {
    expect(assessPrefix({ counters: {}, blockedUntilMs: T0 + 90_000 }, T0)).toEqual({
      reason: 'blocked',
      retryAfterSeconds: 90,
    });
  });
});

describe('codes', () => {
  const keys = codeKeysOf('x'.repeat(40));

  it('are digits of the length asked for', () => {
    for (const length of [4, 6, 10]) expect(newCode(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it('match only their own verification', () => {
    const hash = hashCode(keys, 'vrf_a', '123456');
    expect(hash).not.toContain('123456');
    expect(codeMatches(keys, 'vrf_a', '123456', hash)).toBe(true);
    expect(codeMatches(keys, 'vrf_a', '123457', hash)).toBe(false);
    expect(codeMatches(keys, 'vrf_b', '123456', hash)).toBe(false);
    expect(codeMatches(codeKeysOf('y'.repeat(40)), 'vrf_a', '123456', hash)).toBe(false);
  });

  it('seal a text that opens only for its message', () => {
    const sealed = sealText(keys, 'msg_1', 'Your verification code is 123456.');
    expect(sealed).not.toContain('123456');
    expect(openText(keys, 'msg_1', sealed)).toBe('Your verification code is 123456.');
    expect(() => openText(keys, 'msg_2', sealed)).toThrow();
  });
});

describe('stale counters', () => {
  it('are named for removal once STALE_BATCH older than the conversion window have built up, and not before', () => {
    const now = T0 + 3 * 3600_000;
    const old = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${minuteOf(T0) + i}`, 0] as [string, number]));
    const fresh = { [`q${minuteOf(now) - 60}`]: 1, [`s${minuteOf(now)}`]: 1 };
    expect(staleCounters({ ...old(STALE_BATCH - 1), ...fresh }, now)).toEqual([]);
    const stale = staleCounters({ ...old(STALE_BATCH), ...fresh }, now);
    expect(stale).toHaveLength(STALE_BATCH);
    expect(stale).toEqual(Object.keys(old(STALE_BATCH)));
  });
});
