// The site's time zone (SITE_TIME_ZONE, told by the server in the page's data), never the browser's: every time
// the admin enters or reads is a wall time there, and the zone is named next to it.
export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

let zone = DEFAULT_TIME_ZONE;

/** Set once before the first render: by the server's render and by the browser from the page's data. */
export function setSiteTimeZone(timeZone: string | undefined): void {
  if (timeZone) zone = timeZone;
}

export function siteTimeZone(): string {
  return zone;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function wallParts(date: Date, timeZone: string): Record<string, number> {
  let format = partsFormats.get(timeZone);
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
    partsFormats.set(timeZone, format);
  }
  return Object.fromEntries(
    format
      .formatToParts(date)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(time: number, timeZone: string): number {
  const p = wallParts(new Date(time), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(time / 1000) * 1000;
}

/** A datetime-local input's value (YYYY-MM-DDTHH:mm) showing an instant as the site's wall clock reads it. */
export function toZonedInput(date: Date, timeZone = zone): string {
  return new Date(date.getTime() + offsetAt(date.getTime(), timeZone)).toISOString().slice(0, 16);
}

/** The instant a datetime-local value means as the site's wall clock time, or null for no valid value. */
export function fromZonedInput(value: string, timeZone = zone): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC is near enough to find the instant, whose own offset is the answer's.
  return new Date(wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone));
}
