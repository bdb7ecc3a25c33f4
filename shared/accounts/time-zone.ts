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
