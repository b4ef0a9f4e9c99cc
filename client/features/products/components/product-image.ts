import { plainImage } from '../../../components/ResponsiveImage';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';

/** The product's image with its copies; one the API knows no size of is shown in the card's 4:3 as before. */
export function productImage(product: Pick<ProductCard_ProductFragment, 'imageUrl' | 'imageInfo'>) {
  return product.imageInfo ?? plainImage(product.imageUrl, 600, 450);
}
