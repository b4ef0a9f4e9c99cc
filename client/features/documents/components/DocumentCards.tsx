import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteDocumentsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { DocumentCard, type DocumentData, type HeadingLevel } from './DocumentCard';
import { FolderOpen } from 'lucide-react';
import { CardList } from '../../../components/CardList';

export interface DocumentCardsViewProps {
  documents: DocumentData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
}

export function DocumentCardsView({ documents, loading, error, headingAs }: DocumentCardsViewProps) {
  const { t } = useTranslation('documents');
  return (
    <CardList items={documents} loading={loading} error={error} loadingText={t('loading')} label={t('listLabel')}
      empty={{ icon: FolderOpen, text: t('empty'), description: t('emptyDescription') }}
      itemKey={(d) => d.id} renderItem={(d) => <DocumentCard document={d} headingAs={headingAs} />} />
  );
}

/** The downloadable documents, newest first, with loading, error and empty states. */
export function DocumentCards({ headingAs }: { headingAs?: HeadingLevel }) {
  const { data, loading, error } = useQuery(SiteDocumentsDocument);
  return (
    <DocumentCardsView
      documents={data?.documents}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
    />
  );
}
