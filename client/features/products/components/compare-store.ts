// The products a visitor chose to compare, kept in this browser only (localStorage), and the last change made to
// them, which the comparison bar shows and announces (client/features/products/components/CompareBar.tsx).
import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_PRODUCTS } from '../../../../server/shared/product-compare';
import { storedList } from '../../../lib/stored-list';

export const COMPARE_KEY = 'compared_products';

export interface ComparedProduct {
  slug: string;
  name: string;
}

const isComparedProduct = (value: unknown): value is ComparedProduct =>
  !!value && typeof value === 'object' && ['slug', 'name'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

const store = storedList(COMPARE_KEY, isComparedProduct, MAX_COMPARED_PRODUCTS);

/** The chosen products in the order chosen; empty on the server and while hydrating. */
export const useCompared = store.useList;
export const compared = store.read;

/** What the last change did: `full` is an addition refused at MAX_COMPARED_PRODUCTS. `id` tells two alike apart. */
export interface CompareNotice {
  kind: 'added' | 'removed' | 'full' | 'cleared';
  name: string;
  id: number;
}

let notice: CompareNotice | null = null;
const noticeListeners = new Set<() => void>();

function tell(kind: CompareNotice['kind'], name = ''): void {
  notice = { kind, name, id: (notice?.id ?? 0) + 1 };
  noticeListeners.forEach((listener) => listener());
}

function subscribeNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** The last change made in this page (none on the server). */
export function useCompareNotice(): CompareNotice | null {
  return useSyncExternalStore(
    subscribeNotice,
    () => notice,
    () => null,
  );
}

export function removeCompared(slug: string): void {
  const list = compared();
  const product = list.find((p) => p.slug === slug);
  if (!product) return;
  store.write(list.filter((p) => p !== product));
  tell('removed', product.name);
}

/** Adds the product, or removes it when it is already chosen; a fifth is refused with a notice. */
export function toggleCompared(product: ComparedProduct): void {
  const list = compared();
  if (list.some((p) => p.slug === product.slug)) return removeCompared(product.slug);
  if (list.length >= MAX_COMPARED_PRODUCTS) return tell('full', product.name);
  store.write([...list, { slug: product.slug, name: product.name }]);
  tell('added', product.name);
}

export function clearCompared(): void {
  store.write([]);
  tell('cleared');
}
