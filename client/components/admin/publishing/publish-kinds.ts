// The content types that have drafts and a publication time, as the admin's publishing and review controls name
// them: each one's GraphQL type (which names its operations: publishDocument), its publish and unpublish mutations,
// its error texts, its review type, and its preview on the site when it has a page of its own.
import type { TypedDocumentNode } from '@apollo/client';
import type { PreviewKind } from '../../../config/paths';
import {
  AdminPublishApplicationDocument,
  AdminPublishBlogDocument,
  AdminPublishDocumentDocument,
  AdminPublishProductDocument,
  AdminUnpublishApplicationDocument,
  AdminUnpublishBlogDocument,
  AdminUnpublishDocumentDocument,
  AdminUnpublishProductDocument,
  type ReviewableType,
} from '../../../graphql/admin/graphql';
import type { ErrorScope } from '../../../lib/admin-errors';

export type PublishKind = PreviewKind | 'documents' | 'applications';

type Publish = TypedDocumentNode<unknown, { id: number; at?: string | null }>;
type Unpublish = TypedDocumentNode<unknown, { id: number }>;

export interface PublishKindFacts {
  type: 'Product' | 'Blog' | 'Document' | 'Application';
  entityType: ReviewableType;
  scope: ErrorScope;
  publish: Publish;
  unpublish: Unpublish;
  /** Its preview on the site (/admin/preview/…): documents and applications have no page of their own. */
  preview: PreviewKind | null;
}

export const PUBLISH_KINDS: Record<PublishKind, PublishKindFacts> = {
  products: {
    type: 'Product',
    entityType: 'PRODUCT',
    scope: 'admin/product:product',
    publish: AdminPublishProductDocument,
    unpublish: AdminUnpublishProductDocument,
    preview: 'products',
  },
  blog: {
    type: 'Blog',
    entityType: 'BLOG',
    scope: 'admin/blog:blog',
    publish: AdminPublishBlogDocument,
    unpublish: AdminUnpublishBlogDocument,
    preview: 'blog',
  },
  documents: {
    type: 'Document',
    entityType: 'DOCUMENT',
    scope: 'admin/document:document',
    publish: AdminPublishDocumentDocument,
    unpublish: AdminUnpublishDocumentDocument,
    preview: null,
  },
  applications: {
    type: 'Application',
    entityType: 'APPLICATION',
    scope: 'admin/application:application',
    publish: AdminPublishApplicationDocument,
    unpublish: AdminUnpublishApplicationDocument,
    preview: null,
  },
};
