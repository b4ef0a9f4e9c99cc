// What `npm run bench` measures, and the floor each must reach as a ratio to a bare Node.js HTTP server:
// with caches on (onFloor) and on a cache miss (offFloor); undefined: not measured that way. Every target asks for
// a bounded amount of work (a page of a list, one product), so a grown catalogue measures the same work (item 10).
import { LIST_PAGE_SIZE } from '../../client/config/page-size.js';
import { clientOperations, graphqlBody } from './load-site.js';

export interface Verdict {
  floor: number;
}

export interface BenchTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  onFloor?: number;
  offFloor?: number;
}

const ops = clientOperations();

/** One of the site's own operations (client/**\/*.graphql, with its fragments), POSTed as JSON. */
const siteOperation = (name: string, variables: Record<string, unknown> = {}) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: graphqlBody(ops, name, variables),
});

const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

// The detail page's product with the files it shows (the page asks them in a second operation).
const CARD = 'id name slug category imageUrl shortDescriptionTr shortDescriptionEn';
const PRODUCT_BY_SLUG = `query SiteProductBySlug($slug: String!) { productBySlug(slug: $slug) { ${CARD} longDescriptionTr longDescriptionEn
  technicalSpecsTr technicalSpecsEn specGroups { id nameTr nameEn specs { id nameTr nameEn valueTr valueEn } }
  files { id fileTypeTr fileTypeEn downloadUrl file { originalName size mimeType } } } }`;

const search = (query: string) => ({ query, language: 'tr', skip: 0, take: LIST_PAGE_SIZE });

/** `product`: a product of the grown catalogue and its category (the products page's list is that category's). */
export function benchTargets(product: { slug: string; category: string }): BenchTarget[] {
  const productsPage = { category: product.category, skip: 0, take: LIST_PAGE_SIZE };
  return [
    { name: 'floor: GET /healthz', path: '/healthz', onFloor: 0.25 },
    { name: 'GraphQL product list', ...siteOperation('SiteProductsPage', productsPage), onFloor: 0.15, offFloor: 0.03 },
    { name: 'GraphQL product by slug', ...graphql(PRODUCT_BY_SLUG, { slug: product.slug }), onFloor: 0.15, offFloor: 0.015 },
    { name: 'REST /api/products', path: `/api/products?limit=${LIST_PAGE_SIZE}`, onFloor: 0.15, offFloor: 0.03 },
    { name: 'REST /api/product/by-slug', path: `/api/product/by-slug/${product.slug}`, onFloor: 0.15, offFloor: 0.015 },
    { name: 'SSR /', path: '/', onFloor: 0.1, offFloor: 0.01 },
    { name: 'SSR /products', path: '/products', onFloor: 0.1, offFloor: 0.01 },
    { name: 'SSR product page', path: `/products/${product.slug}`, onFloor: 0.1, offFloor: 0.01 },
    // Search, a first page as /search asks it: Turkish words that a few products hold, and words that every
    // grown product holds (each added product is an 'Ölçüm Cihazı' for 'enerji ölçümü': 10,000 matches ranked).
    { name: 'GraphQL search (few match)', ...siteOperation('SiteSearch', search('modbus haberleşme')), onFloor: 0.15, offFloor: 0.015 },
    { name: 'GraphQL search (all match)', ...siteOperation('SiteSearch', search('enerji ölçümü')), onFloor: 0.15, offFloor: 0.002 },
    { name: 'SSR /search', path: `/search?q=${encodeURIComponent('analizör')}`, onFloor: 0.1, offFloor: 0.01 },
  ];
}
