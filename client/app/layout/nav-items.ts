import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { paths, RESOURCE_TABS, SOLUTION_SLUGS } from '../../config/paths';
import { SiteHeaderProductsDocument } from '../../graphql/graphql';

/** At most this many products per category; the server's productMenu answers no more (this is the guard of what is shown). */
export const MAX_PRODUCTS_PER_CATEGORY = 6;

export interface NavLinkItem {
  label: string;
  href: string;
  children?: NavLinkItem[];
}

/** The spec's header entries, by id; the home page section each one scrolls to, if any. */
export const NAV_ENTRIES = [
  { id: 'hakkimizda', section: 'about' },
  { id: 'cozumler', section: 'solutions' },
  { id: 'urunler', section: 'products' },
  { id: 'kaynaklar', section: null },
] as const;
export type NavId = (typeof NAV_ENTRIES)[number]['id'] | 'iletisim';
export type SectionId = 'about' | 'solutions' | 'products' | 'contact';

/** The dropdown contents: solutions, products by category (at most 6 each), resources tabs. */
export function useNavChildren(): Partial<Record<NavId, NavLinkItem[]>> {
  const { t } = useTranslation(['common', 'solutions']);
  // Every category with its first products, chosen by the server: the same few rows however large the catalogue.
  const { data } = useQuery(SiteHeaderProductsDocument);
  return {
    cozumler: SOLUTION_SLUGS.map((slug) => ({ label: t(`solutions:items.${slug}.title`), href: paths.solution(slug) })),
    urunler: (data?.productMenu ?? []).map(({ category, products }) => ({
      label: t(`category.${category}`),
      href: paths.products(category),
      children: products.slice(0, MAX_PRODUCTS_PER_CATEGORY).map((p) => ({ label: p.name, href: paths.product(p.slug) })),
    })),
    kaynaklar: RESOURCE_TABS.map((tab) => ({ label: t(`resourceTabs.${tab}`), href: paths.resources(tab) })),
  };
}
