// The product comparison's rules that the server's read and the site's page share: how many products at most, and
// the address segment it takes under /products/ (which no product may therefore take as its slug).

/** At most this many products side by side. */
export const MAX_COMPARED_PRODUCTS = 4;

/** The comparison lives at /products/compare: a product with this slug would never be reached. */
export const COMPARE_SEGMENT = 'compare';

/** Slugs no product may take: the addresses of the site's own pages under /products/. */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = [COMPARE_SEGMENT];

/** A comparison's slugs as asked: trimmed, lower-case, each once, in the order given; empty ones dropped. */
export function comparedSlugList(slugs: readonly string[]): string[] {
  return [...new Set(slugs.map((slug) => slug.trim().toLowerCase()).filter(Boolean))];
}
