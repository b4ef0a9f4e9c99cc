import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteApplicationsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { ApplicationCard, type ApplicationData, type HeadingLevel } from './ApplicationCard';
import { PackageOpen } from 'lucide-react';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';

export interface ApplicationCardsViewProps {
  applications: ApplicationData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
}

export function ApplicationCardsView({ applications, loading, error, headingAs }: ApplicationCardsViewProps) {
  const { t } = useTranslation('applications');
  if (loading && !applications) return <LoadingState text={t('loading')} />;
  if (error) return <ErrorState message={error.message} />;
  if (!applications?.length) return <EmptyState icon={PackageOpen} text={t('empty')} description={t('emptyDescription')} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap="6" aria-label={t('listLabel')}>
      {applications.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} headingAs={headingAs} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The downloadable applications, newest first, with loading, error and empty states. */
export function ApplicationCards({ headingAs }: { headingAs?: HeadingLevel }) {
  const { data, loading, error } = useQuery(SiteApplicationsDocument);
  return (
    <ApplicationCardsView
      applications={data?.applications}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
    />
  );
}
