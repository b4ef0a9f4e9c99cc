// Version history of products and blog posts: the revisions and restoring one.
import type { Feature } from '../feature.js';
import { ContentRevision } from './content-revision.entity.js';
import { RevisionResolver } from './revision.resolver.js';

export const versions: Feature = {
  name: 'versions',
  entities: [ContentRevision],
  resolvers: [RevisionResolver],
};
