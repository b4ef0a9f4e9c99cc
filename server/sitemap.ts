// /robots.txt and /sitemap.xml: every public page, product and post, in Turkish (no parameter) and English (?lang=en).
import { Router } from 'express';
import { createContext } from './context.js';
import { PRODUCT_CATEGORIES } from './modules/products/product-category.js';
import type { ServiceDeps } from './services.js';
import { LANGUAGES, type ClientServerEntry } from './ssr-contract.js';

const PAGE = 100;

async function all<T>(fetch: (page: { skip: number; take: number }) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const batch = await fetch({ skip, take: PAGE });
    rows.push(...batch);
    if (batch.length < PAGE) return rows;
  }
}

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function seoRoutes(deps: ServiceDeps, entry: Pick<ClientServerEntry, 'sitemapPaths' | 'withLanguage'>): Router {
  const r = Router();
  const origin = deps.config.publicUrl;
  r.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  r.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const { services } = createContext(deps, undefined);
      const [products, blogs] = await Promise.all([all((p) => services.products.list(p)), all((p) => services.blogs.list(p))]);
      const paths = entry.sitemapPaths({ product: products.map((p) => p.slug), blogPost: blogs.map((b) => b.slug), category: PRODUCT_CATEGORIES });
      const alternates = (path: string) =>
        [...LANGUAGES.map((l) => [l, entry.withLanguage(path, l)]), ['x-default', path]]
          .map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + p)}"/>`).join('');
      const urls = paths.flatMap((path) => LANGUAGES.map((lang) => `<url><loc>${xml(origin + entry.withLanguage(path, lang))}</loc>${alternates(path)}</url>`));
      res.type('application/xml').send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
    } catch (error) {
      next(error);
    }
  });
  return r;
}
