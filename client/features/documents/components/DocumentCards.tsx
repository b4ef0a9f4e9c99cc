import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteDocumentsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { DocumentCard, type DocumentData, type HeadingLevel } from './DocumentCard';
import { FolderOpen } from 'lucide-react';
import { CardList, type CardListPaging, type ListPageProps } from '../../../components/CardList';
import { LIST_PAGE_SIZE } from '../../../config/paths';

export interface DocumentCardsViewProps {
  documents: DocumentData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
  /** The page shown and the links to the others. */
  paging?: CardListPaging;
}

export function DocumentCardsView({ documents, loading, error, headingAs, paging }: DocumentCardsViewProps) {
  const { t } = useTranslation('documents');
  return (
    <CardList
      items={documents}
      loading={loading}
      error={error}
      loadingText={t('loading')}
      label={t('listLabel')}
      empty={{ icon: FolderOpen, text: t('empty'), description: t('emptyDescription') }}
      paging={paging}
      itemKey={(d) => d.id}
      renderItem={(d) => <DocumentCard document={d} headingAs={headingAs} />}
    />
  );
}

/** A page of the downloadable documents, newest first, with its states and the links to the other pages. */
export function DocumentCards({ headingAs, page, href, scrollTo }: ListPageProps) {
  const { data, loading, error } = useQuery(SiteDocumentsDocument, {
    variables: { skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE },
  });
  return (
    <DocumentCardsView
      documents={data?.documents}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
      paging={{ page, total: data?.documentCount, href, scrollTo }}
    />
  );
}
