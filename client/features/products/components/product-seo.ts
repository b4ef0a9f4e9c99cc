// A product page's search-engine title and description, as its head, its share cards and the admin's previews write
// them: one rule for both, so that the preview shows what the page will say.
import { firstText, ownLanguage } from '../../../lib/localized';

export interface ProductSeoSource {
  name: string;
  shortDescriptionTr: string;
  shortDescriptionEn?: string | null;
  seoTitleTr?: string | null;
  seoTitleEn?: string | null;
  seoDescriptionTr?: string | null;
  seoDescriptionEn?: string | null;
}

/**
 * What the page writes in `lng` where the product's own search texts are empty: its name (one for both languages),
 * and its short description in that language, else `sectionDescription` (the products page's, in that language).
 * Never the other language's text: an English result with a Turkish snippet reads as the wrong page.
 */
export function productSeoDerived(lng: string, product: ProductSeoSource, sectionDescription: string) {
  return {
    title: product.name.trim(),
    description: firstText(ownLanguage(lng, product.shortDescriptionTr, product.shortDescriptionEn), sectionDescription),
  };
}

/** The product's own search texts in `lng` where set, else what the page derives in that language. */
export function productSeo(lng: string, product: ProductSeoSource, sectionDescription: string) {
  const derived = productSeoDerived(lng, product, sectionDescription);
  return {
    title: firstText(ownLanguage(lng, product.seoTitleTr, product.seoTitleEn), derived.title),
    description: firstText(ownLanguage(lng, product.seoDescriptionTr, product.seoDescriptionEn), derived.description),
  };
}
