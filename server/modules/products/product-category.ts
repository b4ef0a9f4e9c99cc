import { registerEnumType } from 'type-graphql';

/** The fixed catalogue categories, declared once, in display order. */
export enum ProductCategoryEnum {
  gateway = 'gateway',
  energy = 'energy',
  amr = 'amr',
  control = 'control',
  io = 'io',
  network = 'network',
}

export const PRODUCT_CATEGORIES = Object.values(ProductCategoryEnum);
export type ProductCategory = `${ProductCategoryEnum}`;

registerEnumType(ProductCategoryEnum, { name: 'ProductCategory', description: 'Fixed product catalogue category' });
