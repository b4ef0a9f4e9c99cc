import { Breadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme/recipes/breadcrumb';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BreadcrumbJsonLd } from '../../../components/JsonLd';
import { paths } from '../../../config/paths';
import type { ProductCategory } from '../../../graphql/graphql';

/** Home / Products / category / product name, shown and given to search engines as a BreadcrumbList. */
export function ProductBreadcrumb({ category, name, slug }: { category: ProductCategory; name: string; slug: string }) {
  const { t } = useTranslation('products');
  const links = [
    { href: paths.home(), label: t('detail.home') },
    { href: paths.products(), label: t('detail.products') },
    { href: paths.products(category), label: t(`common:category.${category}`) },
  ];
  return (
    <>
      <BreadcrumbJsonLd items={[...links, { href: paths.product(slug), label: name }]} />
      <Breadcrumb.Root recipe={breadcrumbSlotRecipe} aria-label={t('detail.breadcrumb')} size="md">
        <Breadcrumb.List flexWrap="wrap" rowGap="1">
          {links.map((link) => (
            <Fragment key={link.href}>
              <Breadcrumb.Item>
                {/* At least 24 px tall: a tap target of its own (WCAG 2.2 target size). */}
                <Breadcrumb.Link
                  asChild
                  color="gray.600"
                  _hover={{ color: 'brand.700' }}
                  display="inline-flex"
                  alignItems="center"
                  minH="6"
                >
                  <RouterLink to={link.href}>{link.label}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator>
                <ChevronRight size={14} aria-hidden="true" />
              </Breadcrumb.Separator>
            </Fragment>
          ))}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink color="gray.900" fontWeight="medium">
              {name}
            </Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </>
  );
}
