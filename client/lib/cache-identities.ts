import type { TypePolicies } from '@apollo/client';

/**
 * How the normalized cache tells objects apart. By default an object is `__typename:id`, which is right for every
 * type backed by a table of its own (its id is that table's key). A search hit's id is its product's, post's or
 * document's: product 5 and post 5 are both `SearchHit:5` and one would overwrite the other in every list that holds
 * it (on the server-rendered page too). A hit is also an answer to one query (its marked title and snippet differ
 * from query to query), not a record to share between queries: it is kept inside its result list, unnormalized.
 * tests/client/cache-identities.test.ts holds every type of the schema with an `id` to one of these two rules.
 */
export const typePolicies: TypePolicies = {
  SearchHit: { keyFields: false },
  // A media item's use carries the id of the record using it (a product, a post...): part of its item's answer.
  MediaUsage: { keyFields: false },
  // A review and a queued draft carry their record's id, a product's or a post's: the same two, told apart by type.
  Review: { keyFields: ['entityType', 'id'] },
  ReviewQueueItem: { keyFields: ['entityType', 'id'] },
};
