import { SimpleGrid } from '@chakra-ui/react';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';
import type { FetchError } from '../../../lib/errors';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';
import { ProductCard } from './ProductCard';

export interface ProductGridViewProps {
  loading: boolean;
  error?: FetchError | null;
  products: ProductCard_ProductFragment[] | undefined;
}

/** The products of a category and the list's states: loading, error, empty, found. */
export function ProductGridView({ loading, error, products }: ProductGridViewProps) {
  const { t } = useTranslation('products');
  if (loading && !products) return <LoadingState text={t('list.loading')} cardHeight="96" />;
  if (error) return <ErrorState prefixed message={error.message} />;
  if (!products?.length) return <EmptyState icon={PackageSearch} text={t('list.empty')} />;
  return (
    <SimpleGrid columns={CARD_GRID_COLUMNS} gap={{ base: '6', lg: '8' }} data-testid="product-grid">
      {products.map((product) => <ProductCard key={product.id} product={product} />)}
    </SimpleGrid>
  );
}
