import { adminLanguage } from './admin-language';
import { siteTimeZone } from './site-time';

// Numbers, sizes and dates in a language's own way. The admin's screens name no language: they are shown in the
// admin's (lib/admin-language.ts), one format per language everywhere (Turkish 22.11.2026 14:05, English
// 22/11/2026 14:05, the day-first form the admin's date fields read and write too, lib/date-time-text.ts). The public
// pages name theirs.
type Lang = 'tr' | 'en';
const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
const langOf = (lang: string): Lang => (lang === 'en' ? 'en' : 'tr');

// Made once per language, zone and kind, when first asked: toLocaleDateString builds a formatter (locale data, time
// zone) on every call, dozens of times a page, and building one costs milliseconds of a phone's main thread.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'date' | 'time', lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${lang} ${timeZone}`;
  let found = dateFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      LOCALES[lang],
      kind === 'date'
        ? { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }
        : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    );
    dateFormats.set(key, found);
  }
  return found;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[lang], options);
    numberFormats.set(key, found);
  }
  return found;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A day on the site's clock: 22.11.2026 in Turkish, 22/11/2026 in English. */
export function formatDate(value: string | Date, lang: string = adminLanguage()): string {
  return dateFormat('date', langOf(lang), siteTimeZone()).format(asDate(value));
}

/** Date and time on the site's clock: 22.11.2026 14:05 in Turkish, 22/11/2026 14:05 in English. */
export function formatDateTime(value: string | Date, lang: string = adminLanguage()): string {
  const l = langOf(lang);
  const date = asDate(value);
  return `${dateFormat('date', l, siteTimeZone()).format(date)} ${dateFormat('time', l, siteTimeZone()).format(date)}`;
}

/** A time standing alone in the admin (a status, a notice, a toast), its zone named: 22.11.2026 14:05 (Europe/Istanbul). */
export function formatZonedDateTime(value: string | Date, lang: string = adminLanguage()): string {
  return `${formatDateTime(value, lang)} (${siteTimeZone()})`;
}

/** Spec: the public pages show dates in the Turkish locale (tr-TR), e.g. 22.11.2026, in both languages. */
export function formatSiteDate(value: string | Date): string {
  return formatDate(value, 'tr');
}

const SIZE_UNITS = ['KB', 'MB', 'GB'] as const;

/**
 * Spec: lists show Bytes/KB/MB/GB rounded to 2 decimals, written as the language writes numbers and units: 7,51 KB and
 * 349 bayt in Turkish, 7.51 KB and 349 bytes in English. KB, MB and GB are the same in both (Intl's kilobyte is "kB").
 */
export function formatSize(bytes: number, lang: string = adminLanguage()): string {
  const l = langOf(lang);
  const size = Math.max(0, bytes || 0);
  const i = size < 1024 ? 0 : Math.min(SIZE_UNITS.length, Math.floor(Math.log(size) / Math.log(1024)));
  if (i === 0) return numberFormat(l, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(size);
  return `${numberFormat(l, { maximumFractionDigits: 2 }).format(size / 1024 ** i)} ${SIZE_UNITS[i - 1]}`;
}

/** Spec: forms show sizes in MB with 2 decimals (7,51 MB in Turkish, 7.51 MB in English). */
export function formatMegabytes(bytes: number, lang: string = adminLanguage()): string {
  return `${numberFormat(langOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bytes / (1024 * 1024))} MB`;
}

/** Spec: admin tables cut summaries at 60 characters. */
export function cut(text: string, length = 60): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}
