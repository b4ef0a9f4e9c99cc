// Search-engine texts a public record may carry (a product, a blog post): a page title and a description in each
// language, used for the page's <title>, meta description and share cards instead of the derived ones when set.
// Shared: the admin's form counts against the same limits and shows the same advice.

/** Stored limits: generous next to what search engines show, which SEO_ADVICE is. */
export const SEO_TITLE_MAX = 200;
export const SEO_DESCRIPTION_MAX = 500;
/** About what a search result shows before cutting: the form advises staying within these. */
export const SEO_ADVICE = { title: 60, description: 155 } as const;

export const SEO_FIELDS = ['seoTitleTr', 'seoTitleEn', 'seoDescriptionTr', 'seoDescriptionEn'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];
export type SeoValues = Record<SeoField, string | null>;
type MaybeSeo = Partial<Record<SeoField, string | null | undefined>>;

/** The parsed fields to assign: only those the input named (REST and older clients leave them out). */
export function seoChanges(data: MaybeSeo): Partial<SeoValues> {
  return Object.fromEntries(SEO_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]]));
}

/** Every field, null when unset: what a version keeps, and what restoring a version from before them sends. */
export function seoValues(record: MaybeSeo): SeoValues {
  return Object.fromEntries(SEO_FIELDS.map((f) => [f, record[f] ?? null])) as SeoValues;
}

export const SEO_FIELD_DESCRIPTIONS = {
  title: 'Search-engine title, without the brand suffix; null: the page derives it',
  description: 'Search-engine description; null: the page derives it',
  input: 'Left out keeps the stored text; null or empty clears it',
};
