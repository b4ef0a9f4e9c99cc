// Dates and times as the admin types and reads them, in its own language whatever the browser's: Turkish
// dd.MM.yyyy HH:mm, English dd/MM/yyyy HH:mm (the day-first English the admin already shows, en-GB). Values are wall
// times on the site's clock, in the form site-time.ts reads: YYYY-MM-DD or YYYY-MM-DDTHH:mm.

export type DateTextMode = 'date' | 'datetime';
type Lang = 'tr' | 'en';

const SEPARATOR: Record<Lang, string> = { tr: '.', en: '/' };

/** What the field expects, as the placeholder and the hint spell it (the letters the admin's language uses). */
export function datePattern(lang: string, mode: DateTextMode): string {
  const tr = lang !== 'en';
  const date = tr ? 'gg.aa.yyyy' : 'dd/mm/yyyy';
  return mode === 'date' ? date : `${date} ${tr ? 'ss:dd' : 'hh:mm'}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const langOf = (lang: string): Lang => (lang === 'en' ? 'en' : 'tr');

/** A wall value (YYYY-MM-DD or YYYY-MM-DDTHH:mm) as the admin reads it; '' for none or an unreadable value. */
export function formatDateText(value: string, lang: string, mode: DateTextMode): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) return '';
  const s = SEPARATOR[langOf(lang)];
  const date = `${m[3]}${s}${m[2]}${s}${m[1]}`;
  return mode === 'date' ? date : `${date} ${m[4] ?? '00'}:${m[5] ?? '00'}`;
}

/** A real calendar day (no 31.02). */
function validDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What the admin typed as a wall value, '' for an empty text, null for a text that is no date (or time) in that
 * language's form. Day and month may have one digit; `.`, `/` and `-` all separate (people type either), but the
 * order is always day, month, year.
 */
export function parseDateText(text: string, mode: DateTextMode): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const time = mode === 'datetime' ? String.raw`\s+(\d{1,2})[:.](\d{2})` : '';
  const m = new RegExp(String.raw`^(\d{1,2})[./-](\d{1,2})[./-](\d{4})${time}$`).exec(trimmed);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDay(year, month, day)) return null;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (mode === 'date') return date;
  const [hour, minute] = [Number(m[4]), Number(m[5])];
  if (hour > 23 || minute > 59) return null;
  return `${date}T${pad(hour)}:${pad(minute)}`;
}
