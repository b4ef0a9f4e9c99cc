// Documents: the entity, its GraphQL type and the old site's document paths.
import type { Feature } from '../feature.js';
import { DocumentService } from './document.service.js';
import { Document } from './document.entity.js';
import { DocumentPublishingResolver, DocumentResolver } from './document.resolver.js';
import { documentRoutes } from './document.routes.js';

declare module '../services.js' {
  interface Services {
    documents: DocumentService;
  }
}

export const documents: Feature = {
  name: 'documents',
  entities: [Document],
  resolvers: [DocumentResolver, DocumentPublishingResolver],
  routes: documentRoutes,
  services: (em, deps) => ({ documents: new DocumentService(em, deps.storage) }),
};
