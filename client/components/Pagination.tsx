// The page links under a paged public list: real links (`?page=N`), so every page is server-rendered and crawlable;
// in the browser they navigate in place and bring the list's top back into view.
import { pageCount } from '../config/paths';
import { deferred } from './deferred';
import type { PageLinksProps } from './PageLinks';
import { pageItems } from './page-items';

export { pageItems, type PageItem } from './page-items';

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
