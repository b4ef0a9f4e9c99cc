// What `npm run bench` measures, and the floor each must reach as a ratio to a bare Node.js HTTP server (issue 9):
// with caches on (onFloor) and on a cache miss (offFloor); undefined: not measured that way.

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

const graphql = (query: string, variables: Record<string, unknown> = {}) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

// The site's own queries (client/features/products/api/*.graphql), the detail one with the files it shows.
const CARD = 'id name slug category imageUrl shortDescriptionTr shortDescriptionEn';
const PRODUCT_LIST = `query SiteProducts { products { ${CARD} } }`;
const PRODUCT_BY_SLUG = `query SiteProductBySlug($slug: String!) { productBySlug(slug: $slug) { ${CARD} longDescriptionTr longDescriptionEn
  technicalSpecsTr technicalSpecsEn specGroups { id nameTr nameEn specs { id nameTr nameEn valueTr valueEn } }
  files { id fileTypeTr fileTypeEn downloadUrl file { originalName size mimeType } } } }`;

export function benchTargets(productSlug: string): BenchTarget[] {
  return [
    { name: 'floor: GET /healthz', path: '/healthz', onFloor: 0.25 },
    { name: 'GraphQL product list', ...graphql(PRODUCT_LIST), onFloor: 0.15, offFloor: 0.03 },
    { name: 'GraphQL product by slug', ...graphql(PRODUCT_BY_SLUG, { slug: productSlug }), onFloor: 0.15, offFloor: 0.015 },
    { name: 'REST /api/products', path: '/api/products', onFloor: 0.15, offFloor: 0.03 },
    { name: 'REST /api/product/by-slug', path: `/api/product/by-slug/${productSlug}`, onFloor: 0.15, offFloor: 0.015 },
    { name: 'SSR /', path: '/', onFloor: 0.1, offFloor: 0.01 },
    { name: 'SSR /products', path: '/products', onFloor: 0.1, offFloor: 0.01 },
    { name: 'SSR product page', path: `/products/${productSlug}`, onFloor: 0.1, offFloor: 0.01 },
  ];
}
