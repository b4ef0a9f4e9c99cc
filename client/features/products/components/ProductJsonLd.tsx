import { useTranslation } from 'react-i18next';
import { JsonLd, useSiteUrls } from '../../../components/JsonLd';
import { paths } from '../../../config/paths';
import { absoluteUrl, productLd } from '../../../lib/structured-data';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';

/** The product for search engines, in the page's language (its short description is plain text already). */
export function ProductJsonLd({ product, description }: { product: ProductCard_ProductFragment; description: string }) {
  const { t } = useTranslation();
  const url = useSiteUrls();
  const data = productLd({
    origin: url.origin,
    brand: t('brand'),
    url: url.page(paths.product(product.slug)),
    name: product.name,
    description,
    image: absoluteUrl(url.origin, product.imageUrl),
    category: t(`category.${product.category}`),
    // Products have no article number of their own: the slug is their unique, stable key.
    sku: product.slug,
  });
  return <JsonLd data={data} />;
}
