// Redirects from old addresses: the entity and its GraphQL type.
import type { Feature } from '../feature.js';
import { Blog } from '../blog/blog.entity.js';
import { Product } from '../products/product.entity.js';
import { RedirectService } from './redirect.service.js';
import { Redirect } from './redirect.entity.js';
import { RedirectResolver } from './redirect.resolver.js';

declare module '../services.js' {
  interface Services {
    redirects: RedirectService;
  }
}

export const redirects: Feature = {
  name: 'redirects',
  entities: [Redirect],
  resolvers: [RedirectResolver],
  services: (em, deps) => ({
    // Whether a record still answers at an address a redirect would take away.
    redirects: new RedirectService(
      em,
      {
        product: async (slug) => (await em.count(Product, { slug })) > 0,
        blog: async (slug) => (await em.count(Blog, { slug })) > 0,
      },
      deps.redirects,
    ),
  }),
};
