import { deferred } from '../../../components/deferred';

/**
 * The home page's products carousel, a chunk of its own; on a page of islands an island live once on screen, since it
 * moves by itself (client/components/islands.tsx).
 */
export const ProductCarousel = deferred(() => import('./ProductCarousel').then((m) => m.ProductCarousel), {
  island: 'productCarousel',
  start: 'visible',
});
