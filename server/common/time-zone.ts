// Wall-clock times in the site's zone (SITE_TIME_ZONE) for what the server writes for people (the contact export).
const formats = new Map<string, Intl.DateTimeFormat>();

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** How far the zone's clock is ahead of UTC at that instant, in minutes. */
  offsetMinutes: number;
}

/** What a clock in `timeZone` read at `date` (whole seconds). */
export function wallClock(date: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(
    format
      .formatToParts(date)
      .filter((x) => x.type !== 'literal')
      .map((x) => [x.type, Number(x.value)]),
  );
  const clock = { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return { ...clock, offsetMinutes: Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the zone's offset, e.g. 2026-11-25T17:05:09+03:00. */
export function zonedIso(date: Date, timeZone: string): string {
  const c = wallClock(date, timeZone);
  const offset = Math.abs(c.offsetMinutes);
  const sign = c.offsetMinutes < 0 ? '-' : '+';
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}:${two(c.second)}${sign}${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
}

/** A spreadsheet's date-time number (days since 1899-12-30) for the zone's wall clock at `date`. */
export function spreadsheetSerial(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone);
  return (Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/** An IANA zone name (Europe/Istanbul, UTC) that this Node's Intl knows; offsets such as +03:00 are refused. */
export function validTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
