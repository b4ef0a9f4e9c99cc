import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteApplicationsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { ApplicationCard, type ApplicationData, type HeadingLevel } from './ApplicationCard';
import { PackageOpen } from 'lucide-react';
import { CardList } from '../../../components/CardList';

export interface ApplicationCardsViewProps {
  applications: ApplicationData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
}

export function ApplicationCardsView({ applications, loading, error, headingAs }: ApplicationCardsViewProps) {
  const { t } = useTranslation('applications');
  return (
    <CardList items={applications} loading={loading} error={error} loadingText={t('loading')} label={t('listLabel')}
      empty={{ icon: PackageOpen, text: t('empty'), description: t('emptyDescription') }}
      itemKey={(a) => a.id} renderItem={(a) => <ApplicationCard application={a} headingAs={headingAs} />} />
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
