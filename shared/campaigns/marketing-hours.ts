/**
 * South African direct-marketing hours (Consumer Protection Act regulations, contract Part 2), in Africa/Johannesburg
 * time (UTC+2 all year, no daylight saving): Monday to Friday 08:00 to 20:00, Saturday 09:00 to 13:00, never on a
 * Sunday or a public holiday. The public holidays are computed from the Public Holidays Act for any year: the fixed
 * dates, Good Friday and Family Day from Easter, and the Monday after a holiday that falls on a Sunday.
 * See docs/decisions/0705-marketing-hours-and-scheduling.md.
 */

const SAST_OFFSET_MS = 2 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Fixed public holidays: [month (1-12), day]. */
const FIXED_HOLIDAYS: readonly [number, number][] = [
  [1, 1], // New Year's Day
  [3, 21], // Human Rights Day
  [4, 27], // Freedom Day
  [5, 1], // Workers' Day
  [6, 16], // Youth Day
  [8, 9], // National Women's Day
  [9, 24], // Heritage Day
  [12, 16], // Day of Reconciliation
  [12, 25], // Christmas Day
  [12, 26], // Day of Goodwill
];

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const holidayCache = new Map<number, Set<string>>();

/** The public holidays of a year as YYYY-MM-DD dates. */
export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Set<string>();
  for (const [month, day] of FIXED_HOLIDAYS) {
    const date = Date.UTC(year, month - 1, day);
    days.add(isoDay(date));
    // "Whenever any public holiday falls on a Sunday, the Monday following on it shall be a public holiday."
    if (new Date(date).getUTCDay() === 0) days.add(isoDay(date + DAY_MS));
  }
  const [em, ed] = easterSunday(year);
  const easter = Date.UTC(year, em - 1, ed);
  days.add(isoDay(easter - 2 * DAY_MS)); // Good Friday
  days.add(isoDay(easter + DAY_MS)); // Family Day
  holidayCache.set(year, days);
  return days;
}

/** The opening and closing minute (from local midnight) of a local day, or undefined when closed all day. */
function windowOf(localMidnight: number): { open: number; close: number } | undefined {
  const date = new Date(localMidnight);
  if (publicHolidays(date.getUTCFullYear()).has(isoDay(localMidnight))) return undefined;
  switch (date.getUTCDay()) {
    case 0:
      return undefined;
    case 6:
      return { open: 9 * 60, close: 13 * 60 };
    default:
      return { open: 8 * 60, close: 20 * 60 };
  }
}

/** True when a marketing message may be handed over at `ms`. */
export function withinMarketingHours(ms: number): boolean {
  const local = ms + SAST_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const window = windowOf(midnight);
  if (!window) return false;
  const minute = (local - midnight) / 60_000;
  return minute >= window.open && minute < window.close;
}

/** The next moment (at or after `ms`) marketing messages may be sent: `ms` itself when inside the hours. */
export function nextMarketingWindow(ms: number): number {
  if (withinMarketingHours(ms)) return ms;
  const local = ms + SAST_OFFSET_MS;
  let midnight = Math.floor(local / DAY_MS) * DAY_MS;
  for (let day = 0; day < 30; day++, midnight += DAY_MS) {
    const window = windowOf(midnight);
    if (!window) continue;
    const opens = midnight + window.open * 60_000;
    if (opens >= local) return opens - SAST_OFFSET_MS;
  }
  throw new Error('No marketing window within 30 days');
}

/** When the window `ms` is in closes (undefined outside the hours). */
export function marketingWindowCloses(ms: number): number | undefined {
  if (!withinMarketingHours(ms)) return undefined;
  const local = ms + SAST_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  return midnight + windowOf(midnight)!.close * 60_000 - SAST_OFFSET_MS;
}
