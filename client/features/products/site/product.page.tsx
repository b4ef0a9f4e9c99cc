import { serverMessage } from '../../../lib/errors';
import { Container } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Seo } from '../../../components/Seo';
import { SiteProductBySlugDocument, SiteProductFilesDocument } from '../../../graphql/graphql';
import { localized, seoDerived, seoTexts } from '../../../lib/localized';
import { ErrorState } from '../../../components/ListStates';
import { ProductDetailView } from '../components/ProductDetailView';
import { ProductJsonLd } from '../components/ProductJsonLd';
import { ProductLoading, ProductNotFound } from '../components/ProductStates';
import { RecentlyViewed } from '../components/recently-viewed-deferred';
import { CompareBar } from '../components/compare-deferred';

/** One empty list, so that the deferred files table is given the same props while it hydrates. */
const NO_FILES: never[] = [];

/** Never hydrated whole: its islands are the header, the specification tabs, the comparison's parts and the recently viewed products. */
export const islands = true;

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('products');
  const { data, loading, error } = useQuery(SiteProductBySlugDocument, { variables: { slug } });
  const product = data?.productBySlug;
  const filesQuery = useQuery(SiteProductFilesDocument, product ? { variables: { productId: product.id } } : skipToken);

  // Remembered in this browser by the recently viewed part once it is live: the facts it keeps, the same object
  // while the product is (a deferred part's props stay equal), and JSON (its props on a page of islands).
  const remembered = useMemo(
    () => product && { slug: product.slug, name: product.name, imageUrl: product.imageUrl, imageInfo: product.imageInfo ?? null },
    [product],
  );

  if (loading && !data) return <ProductLoading />;
  if (error && !product) {
    return (
      <Container maxW="3xl" py="20">
        <ErrorState prefixed message={serverMessage(error)} />
      </Container>
    );
  }
  if (!product) return <ProductNotFound />;
  const description = localized(i18n.language, product.shortDescriptionTr, product.shortDescriptionEn);
  const seo = seoTexts(
    i18n.language,
    product,
    seoDerived(i18n.language, product.name, [product.shortDescriptionTr, product.shortDescriptionEn], t('meta.description')),
  );
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        type="product"
        image={product.shareImageUrl ?? product.imageUrl}
        imageAlt={product.name}
      />
      <ProductJsonLd product={product} description={description} />
      <ProductDetailView
        product={product}
        // Spec: a failed file fetch gives an empty list.
        files={filesQuery.error ? NO_FILES : (filesQuery.data?.productFiles ?? NO_FILES)}
        filesLoading={filesQuery.loading}
      />
      <RecentlyViewed exclude={product.slug} band remember={remembered ?? undefined} />
      <CompareBar />
    </>
  );
}
