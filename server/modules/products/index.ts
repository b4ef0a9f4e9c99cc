// Products: the entities, their GraphQL types with publishing, and the old site's product paths.
import type { Feature } from '../feature.js';
import { ProductPublishingResolver } from './product-publishing.resolver.js';
import { Product, ProductFile, Spec, SpecGroup } from './product.entity.js';
import { ProductFileResolver, ProductResolver, SpecGroupResolver } from './product.resolver.js';
import { productRoutes } from './product.routes.js';

export const products: Feature = {
  name: 'products',
  entities: [Product, ProductFile, Spec, SpecGroup],
  resolvers: [ProductResolver, ProductFileResolver, SpecGroupResolver, ProductPublishingResolver],
  routes: productRoutes,
};
