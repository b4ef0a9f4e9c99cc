import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FetchError } from '../lib/errors';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from './ListStates';
import { Pagination, type PaginationProps } from './Pagination';
import { HttpStatus } from './Redirect';
import { LinkButton } from './LinkButton';
import type { HeadingLevel } from './card-style';

/** A list shown a page at a time: the page asked for, the whole list's size once known, and the pages' URLs. */
export type CardListPaging = Omit<PaginationProps, 'total'> & { total: number | undefined };

/**
 * What a page showing a paged list of another feature hands it (the resources page's tabs, the blog page): the page
 * number from its URL and how to spell the URL of any page there.
 */
export interface ListPageProps {
  headingAs?: HeadingLevel;
  page: number;
  href: (page: number) => string;
  /** The id of the heading above the list, brought into view after a page link. */
  scrollTo?: string;
}

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
  /** Page links under the grid; a page past the last one answers 404 with a way back to the first. */
  paging?: CardListPaging;
}

/** A page number past the list's end (an old link, a typed URL): nothing here, 404, and the way to the first page. */
function PastTheEnd({ icon, href }: { icon: LucideIcon; href: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center">
      <HttpStatus code={404} />
      <EmptyState icon={icon} text={t('pagination.pastTheEnd')} />
      <LinkButton colorPalette="brand" variant="outline">
        <RouterLink to={href}>{t('pagination.first')}</RouterLink>
      </LinkButton>
    </Stack>
  );
}

/** A list of cards in the site's grid, or its loading, error or empty state instead; page links when it pages. */
export function CardList<T>({
  items,
  loading,
  error,
  prefixedError,
  loadingText,
  empty,
  label,
  itemKey,
  renderItem,
  testId,
  paging,
}: CardListProps<T>) {
  if (loading && !items) return <LoadingState text={loadingText} cardHeight="96" />;
  if (error) return <ErrorState message={error.message} prefixed={prefixedError} />;
  if (!items?.length && paging && paging.page > 1) return <PastTheEnd icon={empty.icon} href={paging.href(1)} />;
  if (!items?.length) return <EmptyState icon={empty.icon} text={empty.text} description={empty.description} />;
  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={CARD_GRID_COLUMNS}
        gap={{ base: '6', lg: '8' }}
        aria-label={label}
        data-testid={testId}
      >
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </SimpleGrid>
      {paging?.total !== undefined ? <Pagination {...paging} total={paging.total} /> : null}
    </>
  );
}
