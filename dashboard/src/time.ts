/**
 * Every time the dashboard shows or reads is in the user's own zone and says so (issue 29, decisions 1533 and 1538):
 * South African time unless the user chose another zone under "Your account" (PATCH /auth/me). A bare time reads as
 * the browser's, and a launch shown as "09:00 (South African time)" before and "07:00" after was the bug.
 */
import { DEFAULT_TIME_ZONE, dayStartIn, localTimeIn, nextDay } from '../../shared/accounts/time-zone';

type Style = 'short' | 'seconds' | 'long';
const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'medium', timeStyle: 'short' },
  seconds: { dateStyle: 'medium', timeStyle: 'medium' },
  long: { dateStyle: 'full', timeStyle: 'short' },
};

let zone = DEFAULT_TIME_ZONE;
const cache = new Map<string, Intl.DateTimeFormat>();

function format(kind: string, options: Intl.DateTimeFormatOptions, timeZone = zone): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-ZA', { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

/** The zone every time is shown and read in: the signed-in user's (GET /auth/me), set by the shell before pages draw. */
export function setTimeZone(timeZone: string | undefined): void {
  zone = timeZone ?? DEFAULT_TIME_ZONE;
}

function zoneName(at: Date, style: 'short' | 'long' | 'longOffset', timeZone = zone): string {
  return (
    format(`zone-${style}`, { timeZoneName: style }, timeZone)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** "UTC+2", "UTC+0", "UTC+5:30" for the zone's offset at that time. */
function offsetWords(at: Date, timeZone = zone): string {
  const o = zoneName(at, 'longOffset', timeZone).replace(/^GMT/, '');
  if (!o) return 'UTC+0';
  const m = /^([+-])(\d\d):(\d\d)$/.exec(o);
  return m ? `UTC${m[1]}${Number(m[2])}${m[3] === '00' ? '' : `:${m[3]}`}` : `UTC${o}`;
}

/** A time (ISO text or epoch ms) in the user's zone, ending in its abbreviation or offset (SAST, GMT, GMT+1). */
export function whenText(at: string | number, style: Style = 'short'): string {
  const date = new Date(at);
  return `${format(style, STYLES[style]).format(date)} ${zoneName(date, 'short')}`;
}

/** The zone in full, for a time's title: "South Africa Standard Time (UTC+2)", "British Summer Time (UTC+1)". */
export function zoneTitle(at: string | number): string {
  const date = new Date(at);
  return `${zoneName(date, 'long')} (${offsetWords(date)})`;
}

/** The zone for a field's description: "South African time (SAST, UTC+2)" or "Europe/London time (GMT, UTC+0 now)". */
export function zoneWords(nowMs: number): string {
  const now = new Date(nowMs);
  if (zone === DEFAULT_TIME_ZONE) return 'South African time (SAST, UTC+2)';
  return `${zone.replaceAll('_', ' ')} time (${zoneName(now, 'short')}, ${offsetWords(now)} now)`;
}

/** A datetime-local value ("2026-12-07T09:00") read in the user's zone, daylight saving included; NaN when not a time. */
export const fromUserLocal = (local: string) => localTimeIn(local, zone);

/**
 * A date field's day ("2026-11-22") as the API's ISO bounds in the user's zone: its first instant, and the first of the
 * next day (a day of a daylight-saving change has 23 or 25 hours). Undefined when not a day. Decision 1540.
 */
export function dayBounds(day: string): { start: string; end: string } | undefined {
  const start = dayStartIn(day, zone);
  const end = dayStartIn(nextDay(day), zone);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}
