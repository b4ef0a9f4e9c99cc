// The home page's islands that its sections below the banner render (client/components/islands.tsx): declared in a
// module of their own, which a page of islands loads when its script starts (client/app/islands-client.tsx), since the
// sections' own chunk is never loaded there. The carousels move by themselves: live once on screen.
import { deferred } from '../../components/deferred';

export const ProductCarousel = deferred(() => import('../../features/products/components/ProductCarousel').then((m) => m.ProductCarousel), {
  island: 'productCarousel',
  start: 'visible',
});

export const BlogCarousel = deferred<{ headingAs?: 'h2' | 'h3' }>(
  () => import('../../features/blog/components/BlogCarousel').then((m) => m.BlogCarousel),
  { island: 'blogCarousel', start: 'visible' },
);

export { ContactForm } from '../../features/contact';
