import { PackageOpen } from 'lucide-react';
import type { ListPageProps } from '../../../components/CardList';
import {
  DownloadableCards,
  DownloadableCardsView,
  type DownloadableCardsViewProps,
  type DownloadableKind,
} from '../../../components/DownloadableCards';
import { SiteApplicationsDocument, type SiteApplicationsQuery } from '../../../graphql/graphql';
import { ApplicationCard, type ApplicationData } from './ApplicationCard';

const applications: DownloadableKind<SiteApplicationsQuery, ApplicationData> = {
  namespace: 'applications',
  emptyIcon: PackageOpen,
  query: SiteApplicationsDocument,
  items: (data) => data.applications,
  count: (data) => data.applicationCount,
  card: (app, headingAs) => <ApplicationCard application={app} headingAs={headingAs} />,
};

export function ApplicationCardsView(props: DownloadableCardsViewProps<ApplicationData>) {
  return <DownloadableCardsView kind={applications} {...props} />;
}

/** A page of the downloadable applications, newest first. */
export function ApplicationCards(props: ListPageProps) {
  return <DownloadableCards kind={applications} {...props} />;
}
