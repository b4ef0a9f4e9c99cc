import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteDocumentsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { DocumentCard, type DocumentData, type HeadingLevel } from './DocumentCard';
import { FolderOpen } from 'lucide-react';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';

export interface DocumentCardsViewProps {
  documents: DocumentData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
}

export function DocumentCardsView({ documents, loading, error, headingAs }: DocumentCardsViewProps) {
  const { t } = useTranslation('documents');
  if (loading && !documents) return <LoadingState text={t('loading')} />;
  if (error) return <ErrorState message={error.message} />;
  if (!documents?.length) return <EmptyState icon={FolderOpen} text={t('empty')} description={t('emptyDescription')} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap="6" aria-label={t('listLabel')}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <DocumentCard document={doc} headingAs={headingAs} />
        </li>
      ))}
    </SimpleGrid>
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
