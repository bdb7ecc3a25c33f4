/**
 * A user's own time zone (issue 29, decision 1538): the dashboard shows and reads every time in it, South African time
 * unless the user chooses otherwise. Pure: the Platform API checks names with it and the dashboard offers its list.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';

/** An IANA name (Region/City, or UTC): not a bare offset such as "+02:00", which the Intl API also takes. */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/** True for a zone name the runtime's time-zone database knows (aliases such as Europe/Kiev included). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const walls = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in ms at an instant, from the wall time Intl gives there. */
function offsetAt(ms: number, timeZone: string): number {
  let wall = walls.get(timeZone);
  if (!wall) {
    wall = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    walls.set(timeZone, wall);
  }
  const parts = wall.formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(ms / 1000) * 1000
  );
}

/**
 * A datetime-local value ("2026-12-07T09:00") read in `timeZone`, not the browser's zone: the offset is the zone's at
 * that wall time, so daylight saving counts (09:00 in London is 09:00 UTC in winter and 08:00 UTC in summer). Of a
 * wall time that happens twice (an autumn change) the later is taken; one a spring change skips is read with the offset
 * after the change. NaN when not a time.
 */
export function localTimeIn(local: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0));
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return offsetAt(second, timeZone) === wall - second ? second : first;
}

/** The calendar day ("2026-11-22") of an instant in `timeZone`. */
function dayAt(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day ("2026-11-22") in `timeZone` (epoch ms): its midnight, or where a daylight-saving
 * change skips midnight (America/Santiago in September) the first time the day has. The message log's date filters
 * read their days with it (decision 1540). NaN when not a day.
 */
export function dayStartIn(day: string, timeZone: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  for (const hour of ['00', '01', '02']) {
    const at = localTimeIn(`${day}T${hour}:00`, timeZone);
    if (Number.isNaN(at) || dayAt(at, timeZone) === day) return at;
  }
  return Number.NaN;
}

/** The day after a calendar day ("2026-11-23" from "2026-11-22"), by the calendar: a day is not always 24 hours. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}
