import { deferred } from '../../../components/deferred';
import type { RecentlyViewedProps } from './RecentlyViewed';

export type { RecentlyViewedProps };

/** The products this browser viewed last: read from its storage, so nothing of it is in the server's HTML; its code loads apart. */
export const RecentlyViewed = deferred<RecentlyViewedProps>(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), {
  // On a page of islands: nothing of it is in the server's HTML, so it is live as soon as the page's script starts.
  island: 'recentlyViewed',
  start: 'now',
});
