import { describe, expect, it } from 'vitest';
import { dayStartIn, isTimeZone, localTimeIn, nextDay } from '../../../shared/accounts/time-zone';

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

  it("gives a day's bounds in the zone (the message log's date filters, decision 1540), daylight saving included", () => {
    const bounds = (day: string, zone: string) => [iso(dayStartIn(day, zone)), iso(dayStartIn(nextDay(day), zone))];
    expect(bounds('2026-11-22', 'Africa/Johannesburg')).toEqual([
      '2026-11-21T22:00:00.000Z',
      '2026-11-22T22:00:00.000Z',
    ]);
    expect(bounds('2026-11-22', 'Europe/London')).toEqual(['2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    expect(bounds('2026-07-15', 'Europe/London')).toEqual(['2026-07-14T23:00:00.000Z', '2026-07-15T23:00:00.000Z']);
    // The spring change's day has 23 hours, the autumn change's 25.
    expect(bounds('2026-03-29', 'Europe/London')).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    expect(bounds('2026-10-25', 'Europe/London')).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
    // Chile skips midnight in September: the day starts at 01:00 local (UTC-3).
    expect(iso(dayStartIn('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(dayStartIn('22/11/2026', 'Europe/London')).toBeNaN();
  });
});
