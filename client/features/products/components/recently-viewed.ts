// The visitor's recently viewed products, kept in this browser only (localStorage).
import { useSyncExternalStore } from 'react';

export const RECENTLY_VIEWED_KEY = 'recently_viewed_products';
export const RECENTLY_VIEWED_MAX = 6;

export interface RecentProduct {
  slug: string;
  name: string;
  imageUrl: string;
}

const NONE: RecentProduct[] = [];
const listeners = new Set<() => void>();
// The snapshot must stay the same object while the stored text is unchanged (useSyncExternalStore).
let cached: { raw: string | null; list: RecentProduct[] } = { raw: null, list: NONE };

const isRecentProduct = (value: unknown): value is RecentProduct =>
  !!value && typeof value === 'object' &&
  ['slug', 'name', 'imageUrl'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

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
  const entry = { slug: product.slug, name: product.name, imageUrl: product.imageUrl };
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
