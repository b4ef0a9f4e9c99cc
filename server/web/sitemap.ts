// /robots.txt and /sitemap.xml: every public page, product and post, in Turkish (no parameter) and English (?lang=en),
// each with the date it last changed when it has a meaningful one (client/config/paths.ts says which pages do).
import { Router } from 'express';
import { ContentCache } from '../cache/content-cache.js';
import { createContext } from '../modules/context.js';
import { SITEMAP_BATCH as POST_BATCH } from '../modules/blog/blog.service.js';
import { PRODUCT_CATEGORIES } from '../modules/products/product-category.js';
import { SITEMAP_BATCH as PRODUCT_BATCH } from '../modules/products/product.service.js';
import type { Services, ServiceDeps } from '../modules/services.js';
import { LANGUAGES, type ClientServerEntry, type Dated, type SitemapContent } from '../shared/ssr-contract.js';

/** Pages through a table by id: each batch starts after the last id of the one before, until a short batch. */
async function allRows<T extends { id: number }>(batch: (afterId: number) => Promise<T[]>, size: number): Promise<T[]> {
  const rows: T[] = [];
  for (let afterId = 0; ;) {
    const next = await batch(afterId);
    rows.push(...next);
    if (next.length < size) return rows;
    afterId = next[next.length - 1].id;
  }
}

const iso = (date: Date | null | undefined) => date?.toISOString();
const newestOf = (dates: readonly Date[]) => iso(dates.reduce<Date | undefined>((a, b) => (a && a >= b ? a : b), undefined));

/**
 * Slugs and dates from the database. A page listing content is dated by its newest change: deleting a record does
 * not move that date (no row is left to date it), which at worst delays a crawler's visit to the shortened list.
 */
async function sitemapContent(services: Services): Promise<SitemapContent> {
  const products = await allRows((after) => services.products.sitemapBatch(after), PRODUCT_BATCH);
  const posts = await allRows((after) => services.blogs.sitemapBatch(after), POST_BATCH);
  const [applications, documents] = [await services.applications.lastModified(), await services.documents.lastModified()];
  const dated = (rows: readonly { slug: string; updatedAt: Date }[]): Dated[] =>
    rows.map((r) => ({ value: r.slug, lastmod: iso(r.updatedAt) }));
  return {
    product: dated(products),
    blogPost: dated(posts),
    category: PRODUCT_CATEGORIES.map((value) => ({
      value,
      lastmod: newestOf(products.filter((p) => p.category === value).map((p) => p.updatedAt)),
    })),
    newest: {
      product: newestOf(products.map((p) => p.updatedAt)),
      blogPost: newestOf(posts.map((p) => p.updatedAt)),
      application: iso(applications),
      document: iso(documents),
    },
  };
}

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function seoRoutes(deps: ServiceDeps, entry: Pick<ClientServerEntry, 'sitemapEntries' | 'withLanguage'>): Router {
  const r = Router();
  const origin = deps.config.publicUrl;
  // One sitemap per content version (10,000 products and 5,000 posts: about 30,000 URLs and 12 MB of XML, under the
  // protocol's 50,000 URLs and 50 MB per file); a crawler asking again costs no queries until content changes.
  const sitemaps = new ContentCache<string>(deps.contentVersion, {
    max: 1,
    maxBytes: 64 * 1024 * 1024,
    ttlMs: 60_000,
    sizeOf: (s) => s.length,
  });

  const build = async () => {
    const { services } = createContext(deps);
    const entries = entry.sitemapEntries(await sitemapContent(services));
    const alternates = (path: string) =>
      [...LANGUAGES.map((l) => [l, entry.withLanguage(path, l)]), ['x-default', path]]
        .map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + p)}"/>`)
        .join('');
    const urls = entries.flatMap(({ path, lastmod }) =>
      LANGUAGES.map(
        (lang) =>
          `<url><loc>${xml(origin + entry.withLanguage(path, lang))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates(path)}</url>`,
      ),
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  };

  r.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${origin}/sitemap.xml\n`);
  });
  r.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const { value } = await sitemaps.get('sitemap', build, () => true);
      res.type('application/xml').send(value);
    } catch (error) {
      next(error);
    }
  });
  return r;
}
