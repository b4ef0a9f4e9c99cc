// A comparison's address: `/products/compare?slugs=a,b` (paths.compare writes it). A form sent without the page's
// script (the "add to comparison" buttons, the comparison's own "add a product") asks `?slugs=a&slugs=b`: the same.
import { comparedSlugList, MAX_COMPARED_PRODUCTS } from '../../../../server/shared/product-compare';
import { paths } from '../../../config/paths';

/** The slugs an address asks for (trimmed, lower-case, each once, in the order given) and whether it asked for too many. */
export function comparedSlugsOf(search: string): { slugs: string[]; tooMany: boolean } {
  const all = comparedSlugList(new URLSearchParams(search).getAll('slugs').flatMap((value) => value.split(',')));
  return { slugs: all.slice(0, MAX_COMPARED_PRODUCTS), tooMany: all.length > MAX_COMPARED_PRODUCTS };
}

/** A comparison's canonical path: the same products in any order are one page, named with their slugs sorted. */
export const comparisonCanonical = (slugs: readonly string[]) => paths.compare([...slugs].sort());
