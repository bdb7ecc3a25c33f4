/**
 * Every time the dashboard shows or reads is South African time and says so (issue 29, decision 1533): a bare time
 * reads as the browser's, and a launch shown as "09:00 (South African time)" before and "07:00" after was the bug.
 * South Africa keeps no daylight saving, so SAST is UTC+2 all year.
 */
const TIME_ZONE = 'Africa/Johannesburg';
const ZONE_LABEL = 'SAST';
export const ZONE_TITLE = 'South African Standard Time (UTC+2)';
const OFFSET_MS = 2 * 3_600_000;

const formats = {
  short: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }),
  seconds: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'medium', timeZone: TIME_ZONE }),
  long: new Intl.DateTimeFormat('en-ZA', { dateStyle: 'full', timeStyle: 'short', timeZone: TIME_ZONE }),
};

/** A time (ISO text or epoch ms) in South African time, labelled SAST, whatever the browser's zone. */
export function whenText(at: string | number, style: keyof typeof formats = 'short'): string {
  return `${formats[style].format(new Date(at))} ${ZONE_LABEL}`;
}

/** A datetime-local value ("2026-12-07T09:00") read as South African time, not the browser's; NaN when not a time. */
export function fromSouthAfricanLocal(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0)) - OFFSET_MS;
}
