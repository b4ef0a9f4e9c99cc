import { serverMessage } from '../../../lib/errors';
import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HeroBanner } from '../../../components/HeroBanner';
import { Seo } from '../../../components/Seo';
import { LIST_PAGE_SIZE, PAGE_PARAM, pageNumber, paths } from '../../../config/paths';
import { SiteProductCategoriesDocument, SiteProductsPageDocument, type ProductCategory } from '../../../graphql/graphql';
import { CategoryButtons } from '../components/CategoryButtons';
import { ErrorState } from '../../../components/ListStates';
import { ProductGridView } from '../components/ProductGridView';
import { RecentlyViewed } from '../components/recently-viewed-deferred';
import { CompareBar } from '../components/compare-deferred';

const HEADING_ID = 'category-heading';

export default function ProductsPage() {
  const { t } = useTranslation('products');
  const [searchParams, setSearchParams] = useSearchParams();
  const categoriesQuery = useQuery(SiteProductCategoriesDocument);
  const categories = categoriesQuery.data?.productCategories;
  // Spec: ?category= selects a category; without one (or an unknown one) the first is shown.
  const requested = searchParams.get('category');
  const selected = categories?.find((c) => c === requested) ?? categories?.[0];
  // A category can hold thousands of products: a page of them at a time, ?page=N.
  const page = pageNumber(searchParams);
  const productsQuery = useQuery(
    SiteProductsPageDocument,
    selected ? { variables: { category: selected, skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE } } : skipToken,
  );

  // Another category starts at its first page. Each choice is an address of its own, so a history entry of its own:
  // Back returns to the category before.
  const select = (category: ProductCategory) => {
    if (category === requested && page === 1) return;
    setSearchParams(
      (params) => {
        params.set('category', category);
        params.delete(PAGE_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const products = productsQuery.data?.products;
  const total = productsQuery.data?.productCount;
  const title = page > 1 ? t('common:pagination.title', { title: t('meta.title'), page }) : t('meta.title');
  return (
    <>
      <Seo title={title} description={t('meta.description')} image={paths.image('banner-2.jpg')} imageAlt={t('meta.imageAlt')} />
      <HeroBanner
        image="banner-2.jpg"
        mobileImage="banner-2-m.jpg"
        title={t('hero.title')}
        description={t('hero.description')}
        minH={{ base: '44vh', md: '52vh' }}
      />
      <Box bg="gray.50" borderBottomWidth="1px" borderColor="gray.200">
        <Container maxW="7xl" py={{ base: '8', md: '10' }}>
          {categoriesQuery.error ? (
            <ErrorState prefixed message={serverMessage(categoriesQuery.error)} />
          ) : (
            <CategoryButtons categories={categories} selected={selected} onSelect={select} />
          )}
        </Container>
      </Box>
      <Container as="section" aria-labelledby={selected ? HEADING_ID : undefined} maxW="7xl" py={{ base: '10', md: '14' }}>
        {selected ? (
          <HStack justify="space-between" align="baseline" wrap="wrap" gap="2" mb={{ base: '6', md: '8' }}>
            <Heading as="h2" id={HEADING_ID} fontSize={{ base: '2xl', md: '3xl' }} color="gray.900">
              {t(`common:category.${selected}`)}
            </Heading>
            {total ? (
              <Text color="gray.500" fontWeight="medium">
                {t('list.count', { count: total })}
              </Text>
            ) : null}
          </HStack>
        ) : null}
        {categoriesQuery.error ? null : (
          <ProductGridView
            loading={categoriesQuery.loading || productsQuery.loading}
            error={productsQuery.error ? { message: serverMessage(productsQuery.error) } : null}
            products={products}
            paging={selected ? { page, total, href: (n) => paths.products(selected, n), scrollTo: HEADING_ID } : undefined}
          />
        )}
      </Container>
      <RecentlyViewed band />
      <CompareBar />
    </>
  );
}
