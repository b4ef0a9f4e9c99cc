import { PackageOpen } from 'lucide-react';
import { downloadableCards, type DownloadableKind } from '../../../components/DownloadableCards';
import { SiteApplicationsDocument, type SiteApplicationsQuery } from '../../../graphql/graphql';
import { ApplicationCard, type ApplicationData } from './ApplicationCard';

/** The applications as the resources page lists them. */
export const applicationsKind: DownloadableKind<SiteApplicationsQuery, ApplicationData> = {
  namespace: 'applications',
  emptyIcon: PackageOpen,
  query: SiteApplicationsDocument,
  items: (data) => data.applications,
  count: (data) => data.applicationCount,
  card: (app, headingAs) => <ApplicationCard application={app} headingAs={headingAs} />,
};

/** A page of the downloadable applications, newest first. */
export const ApplicationCards = downloadableCards(applicationsKind);
