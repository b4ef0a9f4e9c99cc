import { FolderOpen } from 'lucide-react';
import { downloadableCards, type DownloadableKind } from '../../../components/DownloadableCards';
import { SiteDocumentsDocument, type SiteDocumentsQuery } from '../../../graphql/graphql';
import { DocumentCard, type DocumentData } from './DocumentCard';

/** The documents as the resources page lists them. */
export const documentsKind: DownloadableKind<SiteDocumentsQuery, DocumentData> = {
  namespace: 'documents',
  emptyIcon: FolderOpen,
  query: SiteDocumentsDocument,
  items: (data) => data.documents,
  count: (data) => data.documentCount,
  card: (doc, headingAs) => <DocumentCard document={doc} headingAs={headingAs} />,
};

/** A page of the downloadable documents, newest first. */
export const DocumentCards = downloadableCards(documentsKind);
