// Products: the entities, their GraphQL types with publishing, and the old site's product paths.
import type { Feature } from '../feature.js';
import { ProductService } from './product.service.js';
import { ProductPublishingResolver } from './product-publishing.resolver.js';
import { Product, ProductFile, Spec, SpecGroup } from './product.entity.js';
import { ProductFileResolver, ProductResolver, SpecGroupResolver } from './product.resolver.js';
import { productRoutes } from './product.routes.js';

declare module '../services.js' {
  interface Services {
    products: ProductService;
  }
}

export const products: Feature = {
  name: 'products',
  entities: [Product, ProductFile, Spec, SpecGroup],
  resolvers: [ProductResolver, ProductFileResolver, SpecGroupResolver, ProductPublishingResolver],
  routes: productRoutes,
  services: (em, deps) => ({ products: new ProductService(em, deps.storage, deps.contentVersion) }),
};
