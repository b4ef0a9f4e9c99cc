// The page links under a paged public list: real links (`?page=N`), so every page is server-rendered and crawlable;
// in the browser they navigate in place and bring the list's top back into view.
import { pageCount } from '../config/paths';
import { deferred } from './deferred';
import type { PageLinksProps } from './PageLinks';

export type PageItem = number | 'gap';

/**
 * The page numbers shown: the first, the last, the current one and one on each side; a gap stands for what lies
 * between, unless it would hide a single page (then that page is shown). At most 7 items: it fits a 375 px phone.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

export interface PaginationProps {
  /** The page shown (from 1). */
  page: number;
  /** How many items the whole list holds. */
  total: number;
  pageSize?: number;
  /** The URL of a page of this list. */
  href: (page: number) => string;
  /** The id of the list's heading: brought into view after a page link is followed. */
  scrollTo?: string;
}

/** The links' code (buttons, icons) loads apart: the server's HTML shows them, and they are links before it comes. */
const PageLinks = deferred<PageLinksProps>(() => import('./PageLinks').then((m) => m.PageLinks));

/** Previous, page numbers (current one marked with aria-current) and next; nothing for a list of one page. */
export function Pagination({ page, total, pageSize, href, scrollTo }: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const linked = [page - 1, page + 1, ...pageItems(page, count)].filter((n): n is number => typeof n === 'number' && n >= 1 && n <= count);
  const links = JSON.stringify(Object.fromEntries(linked.map((n) => [n, href(n)])));
  return <PageLinks page={page} count={count} links={links} scrollTo={scrollTo} />;
}
