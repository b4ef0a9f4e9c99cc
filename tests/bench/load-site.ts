// The site as the load sees it: the client's own GraphQL operations, what there is to visit (asked of the running
// server the way its pages ask), and visits made of it (tests/bench/load-core.ts runs them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { LIST_PAGE_SIZE } from '../../client/config/page-size.js';
import { root } from '../helpers/server.js';

/** Where the load goes, and how long a visitor or an editor waits for an answer. */
export interface Target {
  url: string;
  timeoutSeconds: number;
}
type Method = 'GET' | 'POST';
export interface Step {
  kind: string;
  method: Method;
  path: string;
  body?: string;
  expect404?: boolean;
  graphql?: boolean;
}
export type Vars = Record<string, unknown>;
interface Page {
  path: string;
  reads: Array<[string, Vars]>;
  images: string[];
  downloads: string[];
}
export interface Site {
  pages: Array<() => Page>;
  landings: string[];
  assets: string[];
  rest: string[];
  deadLinks: string[];
  products: Owned[];
  blogs: Owned[];
}
export interface Owned {
  id: number;
  slug: string;
}

/** The client's own GraphQL operations by name, each printed with the fragments it spreads. */
export function clientOperations(): Map<string, string> {
  const dir = path.join(root, 'client');
  const definitions = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(path.join(dir, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const withFragments = (operation: OperationDefinitionNode): DefinitionNode[] => {
    const out: DefinitionNode[] = [operation];
    for (let i = 0; i < out.length; i++) {
      visit(out[i], {
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value)!;
          if (!out.includes(fragment)) out.push(fragment);
        },
      });
    }
    return out;
  };
  return new Map(
    definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && !!d.name)
      .map((d) => [d.name!.value, print({ kind: Kind.DOCUMENT, definitions: withFragments(d) })]),
  );
}

/** Sends one GraphQL operation of the client; throws on a transport error, an HTTP error or a GraphQL error. */
export async function call(options: Target, ops: Map<string, string>, name: string, variables: Vars = {}, token?: string): Promise<any> {
  const res = await fetch(`${options.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: graphqlBody(ops, name, variables),
    signal: AbortSignal.timeout(options.timeoutSeconds * 1000),
  });
  const json = (await res.json().catch(() => ({}))) as { data?: any; errors?: Array<{ message: string }> };
  if (!res.ok || json.errors?.length || !json.data)
    throw new Error(`${name}: ${res.status} ${JSON.stringify(json.errors ?? json).slice(0, 200)}`);
  return json.data;
}

export function graphqlBody(ops: Map<string, string>, name: string, variables: Vars): string {
  const query = ops.get(name);
  if (!query) throw new Error(`the client has no GraphQL operation named ${name}`);
  return JSON.stringify({ operationName: name, query, variables });
}

const withLanguage = (p: string, lang: string) => (lang === 'en' ? `${p}${p.includes('?') ? '&' : '?'}lang=en` : p);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const some = <T>(items: readonly T[], n: number): T[] => [...items].sort(() => Math.random() - 0.5).slice(0, n);

/** What there is to visit, asked of the running site the way its pages ask. */
export async function discover(options: Target, ops: Map<string, string>): Promise<Site> {
  const q = (name: string, variables?: Vars) => call(options, ops, name, variables);
  // The first page of each list, as its page asks it; the products are those of each category's first page.
  const first = { skip: 0, take: LIST_PAGE_SIZE };
  const [{ products: newest }, { productCategories }, { blogs }, { documents }, { applications }] = await Promise.all([
    q('SiteProducts'),
    q('SiteProductCategories'),
    q('SiteBlogs', first),
    q('SiteDocuments', first),
    q('SiteApplications', first),
  ]);
  const products = (await Promise.all(productCategories.map((category: string) => q('SiteProductsPage', { category, ...first })))).flatMap(
    (page) => page.products,
  );
  const files = new Map<number, string[]>();
  for (const p of products)
    files.set(
      p.id,
      (await q('SiteProductFiles', { productId: p.id })).productFiles.map((f: any) => f.downloadUrl),
    );
  const homeResponse = await fetch(options.url);
  if (!homeResponse.ok) throw new Error(`the home page answers ${homeResponse.status}`);
  const home = await homeResponse.text();
  const assets = [...new Set([...home.matchAll(/(?:src|href)="(\/(?:assets|img|svg)\/[^"?#]+)"/g)].map((m) => m[1]))];
  const images = (items: any[], field: string) => items.map((i) => i[field]).filter(Boolean) as string[];
  const resourceTab: Record<string, () => Page> = {
    blog: () => ({ path: '/resources?tab=blog', reads: [['SiteBlogs', first]], images: images(blogs, 'imageUrl'), downloads: [] }),
    documents: () => ({
      path: '/resources?tab=documents',
      reads: [['SiteDocuments', first]],
      images: images(documents, 'coverImageUrl'),
      downloads: documents.flatMap((d: any) => [d.downloadUrlTr, d.downloadUrlEn].filter(Boolean)),
    }),
    applications: () => ({
      path: '/resources?tab=applications',
      reads: [['SiteApplications', first]],
      images: images(applications, 'iconUrl'),
      downloads: applications.map((a: any) => a.downloadUrl),
    }),
  };
  const product = (p: any): Page => ({
    path: `/products/${p.slug}`,
    reads: [
      ['SiteProductBySlug', { slug: p.slug }],
      ['SiteProductFiles', { productId: p.id }],
    ],
    images: [p.imageUrl],
    downloads: [...files.get(p.id)!, `/api/product/by-slug/${p.slug}/datasheet?lang=${pick(['tr', 'en'])}`],
  });
  const pages: Array<() => Page> = [
    () => ({
      path: '/',
      reads: [
        ['SiteProducts', {}],
        ['SiteRecentBlogs', {}],
      ],
      images: images(newest, 'imageUrl'),
      downloads: ['/api/catalog'],
    }),
    () => ({
      path: '/',
      reads: [
        ['SiteProducts', {}],
        ['SiteRecentBlogs', {}],
      ],
      images: images(blogs.slice(0, 6), 'imageUrl'),
      downloads: [],
    }),
    () => {
      const category = pick<string>(productCategories);
      return {
        path: `/products?category=${category}`,
        reads: [
          ['SiteProductCategories', {}],
          ['SiteProductsPage', { category, ...first }],
        ],
        images: images(
          products.filter((p: any) => p.category === category),
          'imageUrl',
        ),
        downloads: [],
      };
    },
    () => product(pick(products)),
    () => product(pick(products)),
    () => ({ path: '/blog', reads: [['SiteBlogs', first]], images: images(blogs, 'imageUrl'), downloads: [] }),
    () => {
      const blog = pick<any>(blogs);
      return { path: `/blog/${blog.slug}`, reads: [['SiteBlogBySlug', { slug: blog.slug }]], images: [blog.imageUrl], downloads: [] };
    },
    () => resourceTab[pick(Object.keys(resourceTab))](),
  ];
  return {
    pages,
    landings: [
      '/',
      '/blog',
      ...productCategories.map((c: string) => `/products?category=${c}`),
      ...products.map((p: any) => `/products/${p.slug}`),
      ...blogs.map((b: any) => `/blog/${b.slug}`),
      ...Object.keys(resourceTab).map((tab) => `/resources?tab=${tab}`),
    ],
    assets,
    rest: [
      '/api/products',
      '/api/blogs',
      '/api/documents',
      '/api/applications',
      ...products.map((p: any) => `/api/product/by-slug/${p.slug}`),
    ],
    deadLinks: [
      '/products/no-such-product',
      '/blog/no-such-post',
      '/api/download/999999',
      '/api/product/by-slug/no-such-product',
      '/img/no-such-image.png',
    ],
    products: products.map((p: any) => ({ id: p.id, slug: p.slug })),
    blogs: blogs.map((b: any) => ({ id: b.id, slug: b.slug })),
  };
}

export const JOURNEY_STEPS = 64;

/** One visit: a landing page with its assets, then navigations inside the single-page app. */
export function journey(site: Site, ops: Map<string, string>): Step[] {
  const lang = Math.random() < 0.3 ? 'en' : 'tr';
  const get = (kind: string, p: string): Step => ({ kind, method: 'GET', path: p });
  const landing = pick(site.pages)();
  const steps: Step[] = [get(landing.path === '/' ? 'home page' : 'page', withLanguage(landing.path, lang))];
  // A first visit fetches the scripts, styles and icons the page links to; a returning browser has them cached.
  if (Math.random() < 0.3) steps.push(...site.assets.map((a) => get('static', a)));
  steps.push(...some(landing.images, 3).map((i) => get('static', i)));
  const fetched = new Set(landing.reads.map((r) => JSON.stringify(r)));
  for (let n = 1 + Math.floor(Math.random() * 4); n > 0; n--) {
    const page = pick(site.pages)();
    for (const read of page.reads) {
      // Apollo's cache answers a read the visit already made.
      if (fetched.has(JSON.stringify(read))) continue;
      fetched.add(JSON.stringify(read));
      steps.push({ kind: 'graphql', method: 'POST', path: '/graphql', body: graphqlBody(ops, read[0], read[1]), graphql: true });
    }
    steps.push(...some(page.images, 2).map((i) => get('static', i)));
    if (page.downloads.length && Math.random() < 0.3) steps.push(get('download', pick(page.downloads)));
  }
  if (Math.random() < 0.1) steps.push(get('rest', pick(site.rest)));
  if (Math.random() < 0.05) steps.push({ ...get('not found', pick(site.deadLinks)), expect404: true });
  return steps.slice(0, JOURNEY_STEPS);
}

/** Renders every landing page once in each language, as a deployment that primes its cache. */
export async function warmUp(options: Target, site: Site): Promise<{ pages: number; seconds: number }> {
  const queue = site.landings.flatMap((p) => [p, withLanguage(p, 'en')]);
  const pages = queue.length;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const res = await fetch(options.url + p);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`warm-up: ${p} answers ${res.status}`);
      }
    }),
  );
  return { pages, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
