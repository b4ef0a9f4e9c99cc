import { deferred } from '../../../components/deferred';
import type { HeadingLevel } from '../../../components/card-style';

/**
 * The home page's posts carousel, a chunk of its own; on a page of islands an island live once on screen, since it
 * moves by itself (client/components/islands.tsx).
 */
export const BlogCarousel = deferred<{ headingAs?: HeadingLevel }>(() => import('./BlogCarousel').then((m) => m.BlogCarousel), {
  island: 'blogCarousel',
  start: 'visible',
});
