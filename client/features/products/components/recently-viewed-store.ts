// The visitor's recently viewed products, kept in this browser only (localStorage).
import { useSyncExternalStore } from 'react';
import type { ImageFacts } from '../../../components/ResponsiveImage';

export const RECENTLY_VIEWED_KEY = 'recently_viewed_products';
export const RECENTLY_VIEWED_MAX = 6;

export interface RecentProduct {
  slug: string;
  name: string;
  imageUrl: string;
  /** Left out by entries kept before images had copies: those show the original. */
  imageInfo?: ImageFacts | null;
}

const NONE: RecentProduct[] = [];
const listeners = new Set<() => void>();
// The snapshot must stay the same object while the stored text is unchanged (useSyncExternalStore).
let cached: { raw: string | null; list: RecentProduct[] } = { raw: null, list: NONE };

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

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null; // Storage disabled: nothing remembered.
  }
}

export function recentlyViewed(): RecentProduct[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.list;
  let list = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isRecentProduct).slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    // A damaged entry is treated as empty and overwritten by the next visit.
  }
  cached = { raw, list };
  return list;
}

/** Puts a product first (once), keeping at most six. */
export function rememberProduct(product: RecentProduct): void {
  const info = product.imageInfo;
  // The facts only: the query's object also carries __typename.
  const imageInfo = info ? { url: info.url, width: info.width, height: info.height, variantWidths: info.variantWidths } : null;
  const entry = { slug: product.slug, name: product.name, imageUrl: product.imageUrl, imageInfo };
  const list = [entry, ...recentlyViewed().filter((p) => p.slug !== entry.slug)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs of the site change the list too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list, most recent first; empty on the server and during hydration, so the HTML always matches. */
export function useRecentlyViewed(): RecentProduct[] {
  return useSyncExternalStore(subscribe, recentlyViewed, () => NONE);
}
