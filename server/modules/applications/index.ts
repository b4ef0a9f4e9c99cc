// Downloadable applications: the entity, its GraphQL type and the old site's application paths.
import type { Feature } from '../feature.js';
import { ApplicationService } from './application.service.js';
import { Application } from './application.entity.js';
import { ApplicationPublishingResolver, ApplicationResolver } from './application.resolver.js';
import { applicationRoutes } from './application.routes.js';

declare module '../services.js' {
  interface Services {
    applications: ApplicationService;
  }
}

export const applications: Feature = {
  name: 'applications',
  entities: [Application],
  resolvers: [ApplicationResolver, ApplicationPublishingResolver],
  routes: applicationRoutes,
  services: (em, deps) => ({ applications: new ApplicationService(em, deps.storage) }),
};
