import { registerEnumType } from 'type-graphql';

/** Derived from publishedAt (server/common/publication.ts): what the admin's badges show. */
export enum PublicationStatus {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}

registerEnumType(PublicationStatus, {
  name: 'PublicationStatus',
  description: 'DRAFT: seen only by administrators; SCHEDULED: published at publishedAt; PUBLISHED: seen by visitors',
});

export function statusOf(publishedAt: Date | null, now = new Date()): PublicationStatus {
  if (!publishedAt) return PublicationStatus.DRAFT;
  return publishedAt > now ? PublicationStatus.SCHEDULED : PublicationStatus.PUBLISHED;
}
