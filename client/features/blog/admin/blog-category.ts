import type { TFunction } from 'i18next';

/** Spec: the category of every blog post, as it is stored and as the REST adapter answers it (Turkish). */
export const BLOG_CATEGORY = 'Genel';

/**
 * A stored category as the admin reads it, in the admin's language ("General" in English); a value without a text
 * of its own is shown as it is stored. `t` is the admin/blog namespace's.
 */
export function categoryName(t: TFunction<'admin/blog'> | TFunction, value: string): string {
  return t(`categories.${value}`, { ns: 'admin/blog', defaultValue: value });
}
