import { describe, expect, it } from 'vitest';
import { isTimeZone, localTimeIn } from '../../../shared/accounts/time-zone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('A user time zone (decision 1538)', () => {
  it('takes IANA names and UTC, refuses offsets, abbreviations and unknown names', () => {
    for (const name of ['Africa/Johannesburg', 'Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+2']) {
      expect(isTimeZone(name), name).toBe(true);
    }
    for (const name of [
      '+02:00',
      'SAST',
      'GMT+1',
      'Mars/Olympus_Mons',
      'europe/london',
      '',
      'Europe/London/',
      'a'.repeat(65),
    ]) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });

  it('reads a typed time in the zone, with its daylight saving that day', () => {
    expect(iso(localTimeIn('2026-12-07T09:00', 'Africa/Johannesburg'))).toBe('2026-12-07T07:00:00.000Z');
    expect(iso(localTimeIn('2026-12-07T09:00', 'Europe/London'))).toBe('2026-12-07T09:00:00.000Z');
    expect(iso(localTimeIn('2026-07-15T09:00', 'Europe/London'))).toBe('2026-07-15T08:00:00.000Z');
    expect(iso(localTimeIn('2026-07-15T09:00:30', 'America/New_York'))).toBe('2026-07-15T13:00:30.000Z');
    expect(iso(localTimeIn('2026-01-01T00:30', 'Asia/Kolkata'))).toBe('2025-12-31T19:00:00.000Z');
    // The day after London's spring change (29 March 2026) and the day of the autumn one (25 October 2026).
    expect(iso(localTimeIn('2026-03-29T09:00', 'Europe/London'))).toBe('2026-03-29T08:00:00.000Z');
    expect(iso(localTimeIn('2026-03-28T09:00', 'Europe/London'))).toBe('2026-03-28T09:00:00.000Z');
    expect(iso(localTimeIn('2026-10-25T09:00', 'Europe/London'))).toBe('2026-10-25T09:00:00.000Z');
    // 01:30 happens twice on 25 October in London: the later (GMT) is taken.
    expect(iso(localTimeIn('2026-10-25T01:30', 'Europe/London'))).toBe('2026-10-25T01:30:00.000Z');
    expect(localTimeIn('not a time', 'Europe/London')).toBeNaN();
  });
});
