// A product's publication: its status, and publishing it now, at a time to come, or back to a draft.
import { Resolver } from 'type-graphql';
import { publishingResolver } from '../publishing/publishing.resolver.js';
import { Product } from './product.entity.js';

@Resolver(() => Product)
export class ProductPublishingResolver extends publishingResolver(Product, 'Product', 'a product') {}
