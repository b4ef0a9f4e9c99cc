// The resources page's tabs of downloadable records (documents, applications): one paged card list, the kinds'
// differences (texts, empty icon, query, card) as data.
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../config/paths';
import { serverMessage, type FetchError } from '../lib/errors';
import type { HeadingLevel } from './card-style';
import { CardList, type CardListPaging, type ListPageProps } from './CardList';

export interface DownloadableKind<TData, TItem> {
  /** Its texts' namespace: loading, listLabel, empty and emptyDescription. */
  namespace: string;
  emptyIcon: LucideIcon;
  query: TypedDocumentNode<TData, { skip: number; take: number }>;
  items: (data: TData) => TItem[];
  count: (data: TData) => number;
  card: (item: TItem, headingAs: HeadingLevel | undefined) => ReactNode;
}

export interface DownloadableCardsViewProps<TItem> {
  items: TItem[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
  /** The page shown and the links to the others. */
  paging?: CardListPaging;
}

/** A kind's cards with their loading, error and empty states and page links. */
export function DownloadableCardsView<TData, TItem extends { id: number }>({
  kind,
  items,
  loading,
  error,
  headingAs,
  paging,
}: DownloadableCardsViewProps<TItem> & { kind: DownloadableKind<TData, TItem> }) {
  const { t } = useTranslation(kind.namespace);
  return (
    <CardList
      items={items}
      loading={loading}
      error={error}
      loadingText={t('loading')}
      label={t('listLabel')}
      empty={{ icon: kind.emptyIcon, text: t('empty'), description: t('emptyDescription') }}
      paging={paging}
      itemKey={(item) => item.id}
      renderItem={(item) => kind.card(item, headingAs)}
    />
  );
}

/** The tab of a kind: a page of its records, newest first, with its states and the links to the other pages. */
export function downloadableCards<TData, TItem extends { id: number }>(kind: DownloadableKind<TData, TItem>) {
  return function DownloadableCards({ headingAs, page, href, scrollTo }: ListPageProps) {
    const { data, loading, error } = useQuery(kind.query, { variables: { skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE } });
    return (
      <DownloadableCardsView
        kind={kind}
        items={data && kind.items(data)}
        loading={loading}
        error={error && { message: serverMessage(error) }}
        headingAs={headingAs}
        paging={{ page, total: data && kind.count(data), href, scrollTo }}
      />
    );
  };
}
