/**
 * In English the English text is shown when present, otherwise the Turkish one;
 * in Turkish always the Turkish one. "Present" means more than whitespace (or empty markup).
 */
export function localized(lng: string, tr: string, en: string | null | undefined): string {
  return lng === 'en' && hasText(en) ? en! : tr;
}

function hasText(value: string | null | undefined): boolean {
  return !!value && value.replace(/<[^>]*>/g, '').trim() !== '';
}

/**
 * A record's own search-engine text in the page's language (the Turkish one where the English is empty), else
 * `derived`, what the page makes of its other fields.
 */
export function seoLocalized(lng: string, tr: string | null | undefined, en: string | null | undefined, derived: string): string {
  return localized(lng, tr?.trim() ?? '', en).trim() || derived;
}

/** The language of what `localized` shows: an English page shows Turkish where the English text is missing. */
export function localizedLanguage(lng: string, en: string | null | undefined): string {
  return lng === 'en' && hasText(en) ? 'en' : 'tr';
}
