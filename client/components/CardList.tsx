import { SimpleGrid } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FetchError } from '../lib/errors';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from './ListStates';

export interface CardListProps<T> {
  items: T[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError | null;
  /** 'Hata:' / 'Error:' before the error text (the products list). */
  prefixedError?: boolean;
  loadingText: string;
  empty: { icon: LucideIcon; text: string; description?: string };
  /** Accessible name of the list. */
  label: string;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  testId?: string;
}

/** A list of cards in the site's grid, or its loading, error or empty state instead. */
export function CardList<T>({ items, loading, error, prefixedError, loadingText, empty, label, itemKey, renderItem, testId }: CardListProps<T>) {
  if (loading && !items) return <LoadingState text={loadingText} cardHeight="96" />;
  if (error) return <ErrorState message={error.message} prefixed={prefixedError} />;
  if (!items?.length) return <EmptyState icon={empty.icon} text={empty.text} description={empty.description} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap={{ base: '6', lg: '8' }} aria-label={label} data-testid={testId}>
      {items.map((item) => <li key={itemKey(item)}>{renderItem(item)}</li>)}
    </SimpleGrid>
  );
}
