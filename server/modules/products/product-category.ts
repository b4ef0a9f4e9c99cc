import { registerEnumType } from 'type-graphql';

/** The fixed catalogue categories (spec section 3), in display order. */
export const PRODUCT_CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export enum ProductCategoryEnum {
  gateway = 'gateway',
  energy = 'energy',
  amr = 'amr',
  control = 'control',
  io = 'io',
  network = 'network',
}

registerEnumType(ProductCategoryEnum, { name: 'ProductCategory', description: 'Fixed product catalogue category' });
