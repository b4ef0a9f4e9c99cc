import { Box, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowRight, PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/Carousel';
import { paths } from '../../../config/paths';
import { SiteProductsDocument, type ProductCard_ProductFragment } from '../../../graphql/graphql';
import { ProductCard } from './ProductCard';
import { LinkButton } from '../../../components/LinkButton';

export interface ProductCarouselViewProps {
  loading: boolean;
  error?: unknown;
  products: ProductCard_ProductFragment[] | undefined;
}

function CarouselBody({ loading, error, products }: ProductCarouselViewProps) {
  const { t } = useTranslation('home');
  if (loading && !products) {
    return (
      <Box aria-busy="true">
        <Text srOnly role="status">
          {t('productCarousel.loading')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Stack key={i} gap="3" display={{ base: i === 0 ? 'flex' : 'none', md: i < 2 ? 'flex' : 'none', xl: 'flex' }}>
              <Skeleton aspectRatio={4 / 3} rounded="xl" />
              <Skeleton h="5" w="40%" />
              <Skeleton h="6" w="70%" />
              <Skeleton h="16" />
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
    );
  }
  if (error) {
    return (
      <Text role="alert" color="red.700" bg="red.50" p="4" rounded="lg">
        {t('productCarousel.error')}
      </Text>
    );
  }
  if (!products?.length) {
    return (
      <Center
        flexDirection="column"
        gap="3"
        py="12"
        rounded="xl"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="gray.300"
        bg="gray.50"
      >
        <Box color="brand.400">
          <PackageSearch size={36} aria-hidden="true" strokeWidth={1.5} />
        </Box>
        <Text color="gray.600">{t('productCarousel.empty')}</Text>
      </Center>
    );
  }
  return (
    <Carousel
      items={products}
      itemKey={(p) => p.id}
      label={t('productCarousel.label')}
      // Room inside the slide for the card's hover lift and shadow (the carousel clips its overflow).
      renderItem={(p) => (
        <Box display="flex" w="full" py="3" px="1">
          <ProductCard product={p} />
        </Box>
      )}
    />
  );
}

/** The home page's product carousel and its states, plus the 'View All Products' button (presentational). */
export function ProductCarouselView(props: ProductCarouselViewProps) {
  const { t } = useTranslation('home');
  return (
    <Stack gap="8" data-testid="product-carousel">
      <CarouselBody {...props} />
      <Center>
        <LinkButton colorPalette="brand" size="lg" rounded="full" px="8">
          <RouterLink to={paths.products()}>
            {t('productCarousel.viewAll')}
            <ArrowRight size={18} aria-hidden="true" />
          </RouterLink>
        </LinkButton>
      </Center>
    </Stack>
  );
}

/** Every product in a carousel (home page). */
export function ProductCarousel() {
  const { data, loading, error } = useQuery(SiteProductsDocument);
  return <ProductCarouselView loading={loading} error={error} products={data?.products} />;
}
