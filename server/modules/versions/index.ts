// Version history of products and blog posts (a version is a ContentRevision in the API): listing and restoring one.
import type { Feature } from '../feature.js';
import { RevisionKind } from './content-revision.entity.js';
import { VersionService } from './version.service.js';
import { ContentRevision } from './content-revision.entity.js';
import { VersionResolver } from './version.resolver.js';

declare module '../services.js' {
  interface Services {
    versions: VersionService;
  }
}

export const versions: Feature = {
  name: 'versions',
  entities: [ContentRevision],
  resolvers: [VersionResolver],
  services: (em, deps, { products, blogs }) => ({
    versions: new VersionService(em, deps.storage, { [RevisionKind.product]: products, [RevisionKind.blog]: blogs }),
  }),
};
