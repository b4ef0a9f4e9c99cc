import { siteTimeZone } from './site-time';

// Made once per zone and kind, when first asked: toLocaleDateString builds a formatter (locale data, time zone) on
// every call, dozens of times a page, and building one costs milliseconds of a phone's main thread.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: 'date' | 'dateTime', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('tr-TR', kind === 'date'
      ? { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }
      : { timeZone, dateStyle: 'short', timeStyle: 'short' });
    formats.set(key, found);
  }
  return found;
}

/** Spec: dates are shown in the Turkish locale (tr-TR), e.g. 22.11.2026, in both languages (in the site's zone). */
export function formatDate(value: string | Date): string {
  return formatOf('date', siteTimeZone()).format(typeof value === 'string' ? new Date(value) : value);
}

/** Spec: lists show Bytes/KB/MB/GB rounded to 2 decimals. */
export function formatSize(bytes: number): string {
  if (!bytes) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${units[i]}`;
}

/** Spec: forms show sizes in MB with 2 decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** Spec: admin tables cut summaries at 60 characters. */
export function cut(text: string, length = 60): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

/** Date and time in the Turkish locale (tr-TR), e.g. 22.11.2026 14:05, in both languages, in the site's zone. */
export function formatDateTime(value: string | Date): string {
  return formatOf('dateTime', siteTimeZone()).format(typeof value === 'string' ? new Date(value) : value);
}

/** A time standing alone in the admin (a status, a notice, a toast), its zone named: 22.11.2026 14:05 (Europe/Istanbul). */
export function formatZonedDateTime(value: string | Date): string {
  return `${formatDateTime(value)} (${siteTimeZone()})`;
}
