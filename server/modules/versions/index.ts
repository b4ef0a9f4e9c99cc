// Version history of products and blog posts (a version is a ContentRevision in the API): listing and restoring one.
import type { Feature } from '../feature.js';
import { ContentRevision } from './content-revision.entity.js';
import { VersionResolver } from './version.resolver.js';

export const versions: Feature = {
  name: 'versions',
  entities: [ContentRevision],
  resolvers: [VersionResolver],
};
