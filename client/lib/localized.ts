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

/** The text of `lng` of a Turkish/English pair, trimmed; never the other language's. */
export function ownLanguage(lng: string, tr: string | null | undefined, en: string | null | undefined): string {
  return ((lng === 'en' ? en : tr) ?? '').trim();
}

/** The first of `texts` that says something (trimmed), '' when none does. */
export function firstText(...texts: (string | null | undefined)[]): string {
  for (const text of texts) {
    const trimmed = text?.trim();
    if (trimmed) return trimmed;
  }
  return '';
}

/** The language of what `localized` shows: an English page shows Turkish where the English text is missing. */
export function localizedLanguage(lng: string, en: string | null | undefined): string {
  return lng === 'en' && hasText(en) ? 'en' : 'tr';
}
