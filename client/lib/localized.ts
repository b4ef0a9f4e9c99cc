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

/** A record's own search-engine texts, each language's optional. */
export interface SeoFields {
  seoTitleTr?: string | null;
  seoTitleEn?: string | null;
  seoDescriptionTr?: string | null;
  seoDescriptionEn?: string | null;
}

/**
 * What a record's page writes in `lng` where its own search texts are empty: `title` as its heading shows it, and
 * its short description or summary in that language (`summary`, a Turkish/English pair), else `section`, the listing
 * page's description in that language. Never the other language's text: an English result with a Turkish snippet
 * reads as the wrong page. The page and the admin's previews both use it, so the preview shows what will be used.
 */
export function seoDerived(lng: string, title: string, summary: [string | null | undefined, string | null | undefined], section: string) {
  return { title: title.trim(), description: firstText(ownLanguage(lng, summary[0], summary[1]), section) };
}

/** A record's own search texts in `lng` where set, else what its page derives in that language (`seoDerived`). */
export function seoTexts(lng: string, own: SeoFields, derived: { title: string; description: string }) {
  return {
    title: firstText(ownLanguage(lng, own.seoTitleTr, own.seoTitleEn), derived.title),
    description: firstText(ownLanguage(lng, own.seoDescriptionTr, own.seoDescriptionEn), derived.description),
  };
}

/** The language of what `localized` shows: an English page shows Turkish where the English text is missing. */
export function localizedLanguage(lng: string, en: string | null | undefined): string {
  return lng === 'en' && hasText(en) ? 'en' : 'tr';
}
