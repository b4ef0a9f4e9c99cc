// Every public route once: the router, links, canonical and hreflang links and the sitemap all read this table.
import { generatePath, matchPath } from 'react-router';
import { COMPARE_SEGMENT } from '../../server/shared/product-compare';
import type { ContentKind, Dated, SitemapContent, SitemapEntry } from '../../server/shared/ssr-contract';
import { LIST_PAGE_SIZE } from './page-size';

export type { ContentKind, Dated, SitemapContent, SitemapEntry };
export { LIST_PAGE_SIZE };

export const SOLUTION_SLUGS = [
  'smart-energy-management',
  'software-hardware-solutions',
  'engineering-services',
  'sustainability-services',
] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];
export const RESOURCE_TABS = ['blog', 'applications', 'documents'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** The query parameter of a paged list's page number (page 1 goes without it). */
export const PAGE_PARAM = 'page';

/** The page number `?page=` asks for: a whole number from 1, else (missing, 0, 'x', '02', '1.5') page 1. */
export function pageNumber(search: string | URLSearchParams): number {
  const raw = new URLSearchParams(search).get(PAGE_PARAM) ?? '';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** How many pages a list of `total` items fills (at least one: an empty list still has its first page). */
export const pageCount = (total: number, size = LIST_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

const pageValue = (page?: number) => (page && page > 1 ? String(page) : undefined);

export interface RouteDef {
  /** The canonical path pattern (react-router syntax). */
  path: string;
  /** Older paths that show the same screen; their canonical link is `path`. */
  aliases?: readonly string[];
  /** Older paths answered with a permanent redirect to `path`. */
  redirects?: readonly string[];
  /** Query parameters that select different content, kept in canonical and alternate links, listed in the sitemap. */
  query?: readonly string[];
  /**
   * A list shown a page at a time: `?page=N` (N from 2) is kept in canonical and alternate links, so each page is
   * its own crawlable URL, but the sitemap lists only the first page (crawlers reach the others through its links).
   */
  paged?: boolean;
  /** Left out of the sitemap and marked noindex. */
  noindex?: boolean;
  /**
   * The content a page without parameters lists: the newest change among it is its sitemap <lastmod>. Pages of one
   * record (a product, a post) and query values take their own dates; a page with neither shows only texts that
   * ship with the code and gets no <lastmod> (no date would be meaningful).
   */
  shows?: readonly ContentKind[];
}

export const routes = {
  home: { path: '/', shows: ['product', 'blogPost'] },
  notFound: { path: '/sayfa-bulunamadi', noindex: true },
  solutions: { path: '/solutions', aliases: ['/cozumler'] },
  solution: { path: '/solutions/:slug', aliases: ['/cozumler/:slug'] },
  // Without ?category= it shows the first category: dated by all products, a change there is never missed.
  products: { path: '/products', redirects: ['/urunler'], query: ['category'], paged: true, shows: ['product'] },
  // Before `product`: the first match wins (matchRoute), and no product may take this slug (RESERVED_PRODUCT_SLUGS).
  // Products side by side in the order chosen: out of search engines' indexes and the sitemap (a page per combination);
  // its canonical link names the same products sorted (features/products/components/compare-address.ts).
  compare: { path: `/products/${COMPARE_SEGMENT}`, redirects: ['/urunler/karsilastir'], query: ['slugs'], noindex: true },
  product: { path: '/products/:slug', redirects: ['/urunler/:slug'] },
  resources: { path: '/resources', aliases: ['/kaynaklar'], query: ['tab'], paged: true, shows: ['blogPost'] },
  blog: { path: '/blog', paged: true, shows: ['blogPost'] },
  blogPost: { path: '/blog/:slug' },
  // The privacy notice (KVKK) the contact form and the quote request link to.
  privacy: { path: '/privacy', aliases: ['/gizlilik'] },
  // The visitor's quote list and request: theirs alone (their products, ?slugs= without the script), never indexed.
  quote: { path: '/quote', aliases: ['/teklif'], query: ['slugs'], noindex: true },
  // Search results: a page per query, kept out of the sitemap and of search engines' indexes.
  search: { path: '/search', aliases: ['/arama'], query: ['q'], paged: true, noindex: true },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/**
 * Pages are found by their file names, which are kebab-case like every non-component module: `blog-post.page.tsx`
 * is the page of the route `blogPost`.
 */
export function pageRouteKey(file: string): string {
  const name = /([\w-]+)\.page\.tsx$/.exec(file)?.[1];
  if (!name) throw new Error(`Not a page module: ${file}`);
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The page file name of a route key: `blogPost` → `blog-post.page.tsx`. */
export const pageFileName = (key: string) => `${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.page.tsx`;

const query = (params: Record<string, string | undefined>) => {
  const entries = Object.entries(params).filter((e): e is [string, string] => !!e[1]);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/** Link builders: the only way the client spells a public URL. */
export const paths = {
  home: () => '/',
  notFound: () => routes.notFound.path,
  solutions: () => routes.solutions.path,
  solution: (slug: string) => generatePath(routes.solution.path, { slug }),
  products: (category?: string, page?: number) => routes.products.path + query({ category, [PAGE_PARAM]: pageValue(page) }),
  product: (slug: string) => generatePath(routes.product.path, { slug }),
  /** Commas left as they are (URLSearchParams would write %2C): slugs hold none. */
  compare: (slugs: readonly string[]) => routes.compare.path + (slugs.length ? `?slugs=${slugs.map(encodeURIComponent).join(',')}` : ''),
  resources: (tab?: ResourceTab, page?: number) => routes.resources.path + query({ tab, [PAGE_PARAM]: pageValue(page) }),
  blog: (page?: number) => routes.blog.path + query({ [PAGE_PARAM]: pageValue(page) }),
  blogPost: (slug: string) => generatePath(routes.blogPost.path, { slug }),
  privacy: () => routes.privacy.path,
  quote: () => routes.quote.path,
  search: (q?: string, page?: number) => routes.search.path + query({ q, [PAGE_PARAM]: pageValue(page) }),
  /** Home page sections (header anchors). */
  section: (id: 'about' | 'solutions' | 'products' | 'contact') => `/#${id}`,
  image: (name: string) => `/img/${name}`,
  logo: () => '/svg/logo.svg',
  catalogue: (lang: string) => `/api/catalog${query({ lang })}`,
  datasheet: (slug: string, lang: string) => `/api/product/by-slug/${encodeURIComponent(slug)}/datasheet${query({ lang })}`,
};

/** What the admin previews: products and blog posts (client/app/admin/PreviewPage.tsx). */
export type PreviewKind = 'products' | 'blog';
/** Outside the signed-in layout: the preview shows the site's own layout. */
export const ADMIN_PREVIEW_ROUTE = 'preview/:kind/:id';

/**
 * The admin screens, relative to /admin. Each has a page found by convention: `features/<f>/admin/<key>.page.tsx`
 * with the key in kebab-case (pageRouteKey; a test checks every route has one). The pages before a sign-in
 * (SIGN_IN_ROUTES, client/app/admin/admin-navigation.ts) are outside the signed-in layout.
 */
export const adminRoutes = {
  login: 'login',
  dashboard: 'dashboard',
  blogs: 'blogs',
  blog: 'blog/:id',
  products: 'products',
  product: 'product/:id',
  productVersions: 'product/:id/versions',
  blogVersions: 'blog/:id/versions',
  documents: 'documents',
  documentNew: 'document/new',
  documentEdit: 'document/:id',
  applications: 'applications',
  applicationNew: 'application/new',
  applicationEdit: 'application/:id',
  messages: 'messages',
  message: 'messages/:id',
  quotes: 'quotes',
  quote: 'quotes/:id',
  audit: 'audit',
  media: 'media',
  redirects: 'redirects',
  webhooks: 'webhooks',
  profile: 'profile',
  users: 'users',
  tokens: 'tokens',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/:token',
  invite: 'invite/:token',
  twoFactorSetup: 'two-factor-setup',
} as const;

export type AdminRouteKey = keyof typeof adminRoutes;

/**
 * Older admin paths (relative to /admin) that redirect to a screen: the create forms once lived at the bare
 * singular path, which bookmarks and old links may still use.
 */
export const adminRedirects: Readonly<Record<string, AdminRouteKey>> = {
  document: 'documentNew',
  application: 'applicationNew',
};

/** The route a pathname shows, with its parameters; aliases count, redirects do not. */
export function matchRoute(pathname: string): { key: RouteKey; params: Record<string, string | undefined> } | null {
  for (const [key, def] of Object.entries(routes) as [RouteKey, RouteDef][]) {
    for (const pattern of [def.path, ...(def.aliases ?? [])]) {
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (match) return { key, params: match.params };
    }
  }
  return null;
}

/**
 * The canonical path and query of a location: aliases become the main path, only meaningful query kept; a paged
 * list's page number only from page 2 (page 1 is the list's own URL).
 */
export function canonicalPath(pathname: string, search: string): string {
  const match = matchRoute(pathname);
  if (!match) return pathname;
  const def: RouteDef = routes[match.key];
  const path = generatePath(def.path, match.params);
  const params = new URLSearchParams(search);
  const kept = Object.fromEntries((def.query ?? []).map((k) => [k, params.get(k) ?? undefined]));
  if (def.paged) kept[PAGE_PARAM] = pageValue(pageNumber(params));
  return path + query(kept);
}

/** The URL of a canonical path in a language: Turkish is the default and carries no parameter. */
export function withLanguage(path: string, lang: string): string {
  if (lang === 'tr') return path;
  return path + (path.includes('?') ? '&' : '?') + `lang=${lang}`;
}

const TAB_CONTENT: Record<ResourceTab, ContentKind> = { blog: 'blogPost', applications: 'application', documents: 'document' };

/** Every indexable public page (canonical path), each route's parameters and content-selecting query filled in. */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const undated = (values: readonly string[]): Dated[] => values.map((value) => ({ value }));
  const slugs: Record<string, readonly Dated[]> = {
    solution: undated(SOLUTION_SLUGS),
    product: content.product,
    blogPost: content.blogPost,
  };
  const tabs = RESOURCE_TABS.map((value) => ({ value, lastmod: content.newest[TAB_CONTENT[value]] }));
  const queryValues: Record<string, readonly Dated[]> = { category: content.category, tab: tabs };
  // ISO 8601 UTC dates (toISOString) sort as text.
  const newest = (kinds: readonly ContentKind[] = []) =>
    kinds
      .map((k) => content.newest[k])
      .filter((d) => d !== undefined)
      .sort()
      .at(-1);
  return (Object.entries(routes) as [RouteKey, RouteDef][]).flatMap(([key, def]) => {
    if (def.noindex) return [];
    const base: SitemapEntry[] = def.path.includes(':')
      ? (slugs[key] ?? missing(key)).map(({ value, lastmod }) => ({ path: generatePath(def.path, { slug: value }), lastmod }))
      : [{ path: def.path, lastmod: newest(def.shows) }];
    const variants = (def.query ?? []).flatMap((name) =>
      (queryValues[name] ?? missing(name)).map(({ value, lastmod }) => ({ query: query({ [name]: value }), lastmod })),
    );
    return base.flatMap((entry) => [entry, ...variants.map((v) => ({ path: entry.path + v.query, lastmod: v.lastmod }))]);
  });
}

function missing(name: string): never {
  throw new Error(`sitemapEntries: no values for "${name}"`);
}
