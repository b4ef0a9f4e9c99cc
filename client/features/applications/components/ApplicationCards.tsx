import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteApplicationsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { ApplicationCard, type ApplicationData, type HeadingLevel } from './ApplicationCard';
import { PackageOpen } from 'lucide-react';
import { CardList, type CardListPaging, type ListPageProps } from '../../../components/CardList';
import { LIST_PAGE_SIZE } from '../../../config/paths';

export interface ApplicationCardsViewProps {
  applications: ApplicationData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
  /** The page shown and the links to the others. */
  paging?: CardListPaging;
}

export function ApplicationCardsView({ applications, loading, error, headingAs, paging }: ApplicationCardsViewProps) {
  const { t } = useTranslation('applications');
  return (
    <CardList
      items={applications}
      loading={loading}
      error={error}
      loadingText={t('loading')}
      label={t('listLabel')}
      empty={{ icon: PackageOpen, text: t('empty'), description: t('emptyDescription') }}
      paging={paging}
      itemKey={(a) => a.id}
      renderItem={(a) => <ApplicationCard application={a} headingAs={headingAs} />}
    />
  );
}

/** A page of the downloadable applications, newest first, with its states and the links to the other pages. */
export function ApplicationCards({ headingAs, page, href, scrollTo }: ListPageProps) {
  const { data, loading, error } = useQuery(SiteApplicationsDocument, {
    variables: { skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE },
  });
  return (
    <ApplicationCardsView
      applications={data?.applications}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
      paging={{ page, total: data?.applicationCount, href, scrollTo }}
    />
  );
}
