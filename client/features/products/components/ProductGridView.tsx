import type { FetchError } from '../../../lib/errors';
import { Box, Center, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';
import { ErrorText } from './ErrorText';
import { ProductCard } from './ProductCard';

export interface ProductGridViewProps {
  loading: boolean;
  error?: FetchError | null;
  products: ProductCard_ProductFragment[] | undefined;
}

const columns = { base: 1, md: 2, lg: 3 };

/** The products of a category and the list's states: loading, error, empty, found. */
export function ProductGridView({ loading, error, products }: ProductGridViewProps) {
  const { t } = useTranslation('products');
  if (loading && !products) {
    return (
      <Stack gap="6">
        <Center role="status" gap="3" color="gray.600">
          <Spinner size="sm" color="brand.500" />
          <Text>{t('list.loading')}</Text>
        </Center>
        <SimpleGrid columns={columns} gap="6" aria-hidden="true">
          {[0, 1, 2].map((i) => <Skeleton key={i} h="96" rounded="xl" />)}
        </SimpleGrid>
      </Stack>
    );
  }
  if (error) return <ErrorText message={error.message} />;
  if (!products?.length) {
    return (
      <Center flexDirection="column" gap="3" py="16" px="6" rounded="xl" borderWidth="1px" borderStyle="dashed" borderColor="gray.300" bg="gray.50" textAlign="center">
        <Box color="brand.400"><PackageSearch size={40} aria-hidden="true" strokeWidth={1.5} /></Box>
        <Text color="gray.600" fontSize="lg">{t('list.empty')}</Text>
      </Center>
    );
  }
  return (
    <SimpleGrid columns={columns} gap={{ base: '6', lg: '8' }} data-testid="product-grid">
      {products.map((product) => <ProductCard key={product.id} product={product} />)}
    </SimpleGrid>
  );
}
