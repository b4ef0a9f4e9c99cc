// The visitor's recently viewed products, kept in this browser only (localStorage).
import type { ImageFacts } from '../../../components/ResponsiveImage';
import { storedList } from '../../../lib/stored-list';

export const RECENTLY_VIEWED_KEY = 'recently_viewed_products';
export const RECENTLY_VIEWED_MAX = 6;

export interface RecentProduct {
  slug: string;
  name: string;
  imageUrl: string;
  /** Left out by entries kept before images had copies: those show the original. */
  imageInfo?: ImageFacts | null;
}

const isImageFacts = (value: unknown): value is ImageFacts => {
  const v = value as Record<string, unknown>;
  return (
    !!v &&
    typeof v.url === 'string' &&
    Number.isInteger(v.width) &&
    Number.isInteger(v.height) &&
    Array.isArray(v.variantWidths) &&
    v.variantWidths.every(Number.isInteger)
  );
};

const isRecentProduct = (value: unknown): value is RecentProduct =>
  !!value &&
  typeof value === 'object' &&
  ['slug', 'name', 'imageUrl'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string') &&
  ((value as RecentProduct).imageInfo == null || isImageFacts((value as RecentProduct).imageInfo));

const stored = storedList(RECENTLY_VIEWED_KEY, isRecentProduct, RECENTLY_VIEWED_MAX);

/** The list, most recent first. */
export const recentlyViewed = stored.read;

/** Puts a product first (once), keeping at most six. */
export function rememberProduct(product: RecentProduct): void {
  const info = product.imageInfo;
  // The facts only: the query's object also carries __typename.
  const imageInfo = info ? { url: info.url, width: info.width, height: info.height, variantWidths: info.variantWidths } : null;
  const entry = { slug: product.slug, name: product.name, imageUrl: product.imageUrl, imageInfo };
  stored.write([entry, ...recentlyViewed().filter((p) => p.slug !== entry.slug)]);
}

/** The list, most recent first; empty on the server and during hydration, so the HTML always matches. */
export const useRecentlyViewed = stored.useList;
