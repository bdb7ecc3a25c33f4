import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  marketingWindowCloses,
  nextMarketingWindow,
  publicHolidays,
  withinMarketingHours,
} from '../../../shared/campaigns/marketing-hours';

/** A South African wall-clock time (UTC+2) as epoch milliseconds. */
const sast = (iso: string) => Date.parse(`${iso}+02:00`);
const asSast = (ms: number) => new Date(ms + 2 * 3600_000).toISOString().slice(0, 16);

describe('South African public holidays, computed', () => {
  it('finds Easter for known years', () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it('lists the holidays of 2026 as gazetted, with Good Friday, Family Day and Sunday → Monday', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-03-21',
      '2026-04-03', // Good Friday
      '2026-04-06', // Family Day
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09', // a Sunday...
      '2026-08-10', // ...so the Monday
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Freedom Day 2025 and New Year's Day 2023 fell on Sundays.
    expect(publicHolidays(2025).has('2025-04-28')).toBe(true);
    expect(publicHolidays(2023).has('2023-01-02')).toBe(true);
  });
});

describe('marketing hours (Africa/Johannesburg)', () => {
  it('opens Monday to Friday 08:00 to 20:00 and Saturday 09:00 to 13:00', () => {
    expect(withinMarketingHours(sast('2026-11-23T07:59:59'))).toBe(false); // Monday
    expect(withinMarketingHours(sast('2026-11-23T08:00:00'))).toBe(true);
    expect(withinMarketingHours(sast('2026-11-27T19:59:59'))).toBe(true); // Friday
    expect(withinMarketingHours(sast('2026-11-27T20:00:00'))).toBe(false);
    expect(withinMarketingHours(sast('2026-11-28T08:59:00'))).toBe(false); // Saturday
    expect(withinMarketingHours(sast('2026-11-28T09:00:00'))).toBe(true);
    expect(withinMarketingHours(sast('2026-11-28T13:00:00'))).toBe(false);
    expect(withinMarketingHours(sast('2026-11-22T12:00:00'))).toBe(false); // Sunday
    expect(withinMarketingHours(sast('2026-12-16T12:00:00'))).toBe(false); // a Wednesday holiday
    expect(marketingWindowCloses(sast('2026-11-27T19:59:00'))).toBe(sast('2026-11-27T20:00:00'));
  });

  it('waits from a Sunday to Monday 08:00, from Friday 20:00 to Saturday 09:00, past a Sunday holiday to Tuesday', () => {
    expect(asSast(nextMarketingWindow(sast('2026-11-22T10:00:00')))).toBe('2026-11-23T08:00');
    expect(asSast(nextMarketingWindow(sast('2026-11-27T20:00:00')))).toBe('2026-11-28T09:00');
    expect(asSast(nextMarketingWindow(sast('2026-11-28T13:30:00')))).toBe('2026-11-30T08:00');
    // Women's Day 2026 is a Sunday: Monday 10 August is a holiday too.
    expect(asSast(nextMarketingWindow(sast('2026-08-09T10:00:00')))).toBe('2026-08-11T08:00');
    // Easter 2026: Good Friday and Family Day.
    expect(asSast(nextMarketingWindow(sast('2026-04-02T21:00:00')))).toBe('2026-04-04T09:00');
    expect(asSast(nextMarketingWindow(sast('2026-04-04T14:00:00')))).toBe('2026-04-07T08:00');
    const inside = sast('2026-11-25T10:15:00');
    expect(nextMarketingWindow(inside)).toBe(inside);
  });
});
