import { Badge, Box, Container, Flex, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { FileDown } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { paths } from '../../../config/paths';
import type { SiteProductBySlugQuery } from '../../../graphql/graphql';
import { localized } from '../../../lib/localized';
import { DownloadCatalogButton } from './DownloadCatalogButton';
import { productImage } from './product-image';
import type { ProductFileRow } from './FilesTable';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { RichText } from '../../../components/rich-text';
import { specTables } from './spec-tables';
import { LinkButton } from '../../../components/LinkButton';
import { BELOW_THE_FOLD } from '../../../components/below-the-fold';
import { deferred } from '../../../components/deferred';
import { CompareToggle } from './compare-deferred';
import { QuoteButton } from './quote-deferred';

/** The tabs' code (Chakra's tabs and their state machine) is loaded apart: the server's HTML shows them meanwhile. */
const SpecTabs = deferred(() => import('./SpecTabs').then((m) => m.SpecTabs), { island: 'specTabs' });
/** The files' table (Chakra's table recipe, its icons): below the fold, shown whole by the server's HTML. */
const FilesTable = deferred(() => import('./FilesTable').then((m) => m.FilesTable));

export type ProductDetail = NonNullable<SiteProductBySlugQuery['productBySlug']>;

export interface ProductDetailViewProps {
  product: ProductDetail;
  files: ProductFileRow[];
  filesLoading?: boolean;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} css={BELOW_THE_FOLD}>
      <Heading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }} color="gray.900" mb="6" display="flex" alignItems="center" gap="3">
        <Box as="span" w="1.5" h="7" rounded="full" bg="brand.500" aria-hidden="true" />
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A found product: image, name, category, descriptions, specification tabs, files and downloads. */
export function ProductDetailView({ product, files, filesLoading }: ProductDetailViewProps) {
  const { t, i18n } = useTranslation('products');
  const lng = i18n.language;
  // Stable between renders, so that the deferred tabs are not re-rendered before they hydrate.
  const tables = useMemo(() => specTables(product, lng), [product, lng]);
  const longDescription = localized(lng, product.longDescriptionTr, product.longDescriptionEn);
  return (
    <>
      <Box bg="gray.50" borderBottomWidth="1px" borderColor="gray.200">
        <Container maxW="7xl" py="3">
          <ProductBreadcrumb category={product.category} name={product.name} slug={product.slug} />
        </Container>
      </Box>
      <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white">
        <Container maxW="7xl" py={{ base: '8', md: '14' }}>
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
            gap={{ base: '8', lg: '14' }}
            alignItems="center"
          >
            <Box bg="white" rounded="2xl" borderWidth="1px" borderColor="gray.200" shadow="md" overflow="hidden">
              <Image asChild w="full" aspectRatio={4 / 3} objectFit="cover">
                <ResponsiveImage
                  image={productImage(product)}
                  alt={product.name}
                  sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, calc(100vw - 2rem)"
                  priority
                />
              </Image>
            </Box>
            <Stack gap="5" align="start">
              <Badge asChild colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
                <RouterLink to={paths.products(product.category)}>{t(`common:category.${product.category}`)}</RouterLink>
              </Badge>
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" color="gray.900" overflowWrap="anywhere">
                {product.name}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.600" lineHeight="1.7">
                {localized(lng, product.shortDescriptionTr, product.shortDescriptionEn)}
              </Text>
              <Flex gap="3" wrap="wrap" pt="2" w={{ base: 'full', sm: 'auto' }} direction={{ base: 'column', sm: 'row' }}>
                <QuoteButton slug={product.slug} name={product.name} variant="page" />
                <LinkButton colorPalette="brand" size="lg" variant="outline" bg="white">
                  <a
                    href={paths.datasheet(product.slug, lng)}
                    download
                    data-testid="datasheet-link"
                    data-records-download={`${product.name}: ${t('detail.datasheet')}`}
                  >
                    <FileDown size={18} aria-hidden="true" />
                    {t('detail.datasheet')}
                  </a>
                </LinkButton>
                <DownloadCatalogButton size="lg" bg="white" />
                <CompareToggle slug={product.slug} name={product.name} variant="page" />
              </Flex>
            </Stack>
          </Grid>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <Section id="product-description" title={t('detail.description')}>
            <RichText html={longDescription} maxW="4xl" data-testid="long-description" />
          </Section>
          <Section id="product-specs" title={t('detail.specs')}>
            <SpecTabs key={`${product.id}-${lng}`} tables={tables} />
          </Section>
          <Section id="product-files" title={t('detail.files')}>
            <FilesTable files={files} loading={filesLoading} productName={product.name} />
          </Section>
        </Stack>
      </Container>
    </>
  );
}
