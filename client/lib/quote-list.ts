// The products a visitor means to ask a quote for, kept in this browser only (localStorage), with the quantity and the
// note of each: the "request a quote" buttons add to it, the quote page holds it, the header shows its count
// (client/boot-after-paint.js shows it before any page script, and again on every change: QUOTE_CHANGED).
import { MAX_QUOTE_DOWNLOAD_LENGTH, MAX_QUOTE_DOWNLOADS, MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY } from '../../server/shared/quote-request';
import { QUOTE_CHANGED } from './quote-list-events';
import { storedList } from './stored-list';

/** Also in client/boot-after-paint.js, which shows the count before the page's script. */
export const QUOTE_KEY = 'quote_list';

export interface QuoteItem {
  slug: string;
  name: string;
  quantity: number;
  note: string;
}

const isQuoteItem = (value: unknown): value is QuoteItem => {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.slug === 'string' &&
    typeof item.name === 'string' &&
    typeof item.note === 'string' &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    (item.quantity as number) <= MAX_QUOTE_QUANTITY
  );
};

const store = storedList(QUOTE_KEY, isQuoteItem, MAX_QUOTE_LINES);

function write(list: QuoteItem[]): void {
  store.write(list);
  window.dispatchEvent(new Event(QUOTE_CHANGED));
}

export const quoteList = store.read;

/** Adds a product once (a quantity of one); false when the list is full. One already there stays as it is. */
export function addToQuote(product: { slug: string; name: string }): boolean {
  const list = quoteList();
  if (list.some((item) => item.slug === product.slug)) return true;
  if (list.length >= MAX_QUOTE_LINES) return false;
  write([...list, { slug: product.slug, name: product.name, quantity: 1, note: '' }]);
  return true;
}

/** The whole list as the quote page holds it (quantities and notes changed, lines removed). */
export const setQuoteList = (list: QuoteItem[]) => write(list);

export const clearQuote = () => write([]);

/**
 * The product files downloaded in this browser session ("product: file"), which a quote request names for sales (the
 * privacy notice says so). Recorded by client/boot-after-paint.js from the links marked `data-records-download`, before
 * and without any page script; kept in sessionStorage, so they go with the tab, and no cookie carries them.
 */
export const DOWNLOADS_KEY = 'downloaded_files';

export function downloadedFiles(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(DOWNLOADS_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((item): item is string => typeof item === 'string' && !!item.trim())
      .map((item) => item.trim().slice(0, MAX_QUOTE_DOWNLOAD_LENGTH))
      .slice(-MAX_QUOTE_DOWNLOADS);
  } catch {
    return [];
  }
}

/** Once a request has named them. */
export function forgetDownloads(): void {
  try {
    sessionStorage.removeItem(DOWNLOADS_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
