import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardList, type CardListPaging } from '../../../components/CardList';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';
import type { FetchError } from '../../../lib/errors';
import { ProductCard } from './ProductCard';

export interface ProductGridViewProps {
  loading: boolean;
  error?: FetchError | null;
  products: ProductCard_ProductFragment[] | undefined;
  /** The category's page shown and the links to its other pages. */
  paging?: CardListPaging;
}

/** The products of a category and the list's states: loading, error ('Hata:' / 'Error:' + message), empty, found. */
export function ProductGridView({ loading, error, products, paging }: ProductGridViewProps) {
  const { t } = useTranslation('products');
  return (
    <CardList
      items={products}
      loading={loading}
      error={error}
      prefixedError
      loadingText={t('list.loading')}
      label={t('list.label')}
      empty={{ icon: PackageSearch, text: t('list.empty') }}
      testId="product-grid"
      paging={paging}
      itemKey={(p) => p.id}
      renderItem={(p) => <ProductCard product={p} />}
    />
  );
}
