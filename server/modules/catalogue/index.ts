// The product catalogue as a PDF, at the old site's catalogue path.
import type { Feature } from '../feature.js';
import { catalogueRoutes } from './catalogue.routes.js';

export const catalogue: Feature = {
  name: 'catalogue',
  routes: catalogueRoutes,
};
