// A post page's search-engine title and description, as its head, its share cards and the admin's previews write
// them: one rule for both, so that the preview shows what the page will say.
import { firstText, localized, ownLanguage } from '../../../lib/localized';

export interface BlogSeoSource {
  titleTr: string;
  titleEn?: string | null;
  summaryTr: string;
  summaryEn?: string | null;
  seoTitleTr?: string | null;
  seoTitleEn?: string | null;
  seoDescriptionTr?: string | null;
  seoDescriptionEn?: string | null;
}

/**
 * What the page writes in `lng` where the post's own search texts are empty: the title its heading shows, and its
 * summary in that language, else `sectionDescription` (the blog's, in that language). A description never comes
 * from the other language: an English result with a Turkish snippet reads as the wrong page.
 */
export function blogSeoDerived(lng: string, post: BlogSeoSource, sectionDescription: string) {
  return {
    title: localized(lng, post.titleTr, post.titleEn).trim(),
    description: firstText(ownLanguage(lng, post.summaryTr, post.summaryEn), sectionDescription),
  };
}

/** The post's own search texts in `lng` where set, else what the page derives in that language. */
export function blogSeo(lng: string, post: BlogSeoSource, sectionDescription: string) {
  const derived = blogSeoDerived(lng, post, sectionDescription);
  return {
    title: firstText(ownLanguage(lng, post.seoTitleTr, post.seoTitleEn), derived.title),
    description: firstText(ownLanguage(lng, post.seoDescriptionTr, post.seoDescriptionEn), derived.description),
  };
}
