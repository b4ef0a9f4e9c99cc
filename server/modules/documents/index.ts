// Documents: the entity, its GraphQL type and the old site's document paths.
import type { Feature } from '../feature.js';
import { Document } from './document.entity.js';
import { DocumentResolver } from './document.resolver.js';
import { documentRoutes } from './document.routes.js';

export const documents: Feature = {
  name: 'documents',
  entities: [Document],
  resolvers: [DocumentResolver],
  routes: documentRoutes,
};
