import { FolderOpen } from 'lucide-react';
import type { ListPageProps } from '../../../components/CardList';
import {
  DownloadableCards,
  DownloadableCardsView,
  type DownloadableCardsViewProps,
  type DownloadableKind,
} from '../../../components/DownloadableCards';
import { SiteDocumentsDocument, type SiteDocumentsQuery } from '../../../graphql/graphql';
import { DocumentCard, type DocumentData } from './DocumentCard';

const documents: DownloadableKind<SiteDocumentsQuery, DocumentData> = {
  namespace: 'documents',
  emptyIcon: FolderOpen,
  query: SiteDocumentsDocument,
  items: (data) => data.documents,
  count: (data) => data.documentCount,
  card: (doc, headingAs) => <DocumentCard document={doc} headingAs={headingAs} />,
};

export function DocumentCardsView(props: DownloadableCardsViewProps<DocumentData>) {
  return <DownloadableCardsView kind={documents} {...props} />;
}

/** A page of the downloadable documents, newest first. */
export function DocumentCards(props: ListPageProps) {
  return <DownloadableCards kind={documents} {...props} />;
}
