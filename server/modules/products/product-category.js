import { registerEnumType } from 'type-graphql';
/** The fixed catalogue categories (spec section 3), in display order. */
export const PRODUCT_CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];
export var ProductCategoryEnum;
(function (ProductCategoryEnum) {
    ProductCategoryEnum["gateway"] = "gateway";
    ProductCategoryEnum["energy"] = "energy";
    ProductCategoryEnum["amr"] = "amr";
    ProductCategoryEnum["control"] = "control";
    ProductCategoryEnum["io"] = "io";
    ProductCategoryEnum["network"] = "network";
})(ProductCategoryEnum || (ProductCategoryEnum = {}));
registerEnumType(ProductCategoryEnum, { name: 'ProductCategory', description: 'Fixed product catalogue category' });
