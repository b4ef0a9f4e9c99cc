// The product catalogue as a PDF, at the old site's catalogue path.
import type { Feature } from '../feature.js';
import { CatalogueService } from './catalogue.service.js';
import { catalogueRoutes } from './catalogue.routes.js';

declare module '../services.js' {
  interface Services {
    catalogue: CatalogueService;
  }
}

export const catalogue: Feature = {
  name: 'catalogue',
  routes: catalogueRoutes,
  services: (_em, deps, { products }) => ({ catalogue: new CatalogueService(products, deps.storage, deps.contentVersion) }),
};
