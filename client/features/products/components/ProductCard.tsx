import { Box, Card, Flex, Heading, Image, LinkOverlay, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, liftingCard } from '../../../components/card-style';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { ProductCard_ProductFragment } from '../../../graphql/graphql';
import { localized } from '../../../lib/localized';
import { CompareToggle } from './compare-deferred';
import { QuoteButton } from './quote-deferred';
import { productImage } from './product-image';

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** The heading level of the product name within the page (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A catalogue card: image, category, name, short description, an examine link covering the whole card, and the quote and compare buttons. */
export function ProductCard({ product, headingLevel = 'h3' }: ProductCardProps) {
  const { t, i18n } = useTranslation('products');
  const nameId = useId();
  return (
    <Card.Root className="group" position="relative" w="full" {...liftingCard} data-testid="product-card">
      <Box bg="gray.50" aspectRatio={4 / 3} overflow="hidden" borderBottomWidth="1px" borderColor="gray.100">
        {/* asChild: Chakra would turn width/height into CSS; the attributes reserve the space before loading. */}
        <Image asChild w="full" h="full" objectFit="cover" transition="transform 0.4s ease" _groupHover={{ transform: 'scale(1.04)' }}>
          <ResponsiveImage image={productImage(product)} alt={product.name} sizes={CARD_IMAGE_SIZES} />
        </Image>
      </Box>
      <Card.Body gap="2" p={{ base: '5', md: '6' }}>
        <Text fontSize="sm" fontWeight="semibold" color="brand.600">
          {t(`common:category.${product.category}`)}
        </Text>
        <Heading as={headingLevel} id={nameId} fontSize="xl" lineHeight="short" color="gray.900">
          {product.name}
        </Heading>
        <Text color="gray.600" lineClamp={3}>
          {localized(i18n.language, product.shortDescriptionTr, product.shortDescriptionEn)}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0" justifyContent="space-between" gap="3" flexWrap="wrap">
        <LinkOverlay asChild>
          <RouterLink to={paths.product(product.slug)} aria-describedby={nameId}>
            <Box
              as="span"
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              color="brand.600"
              fontWeight="semibold"
              _groupHover={{ color: 'brand.700', gap: '2.5' }}
              transition="gap 0.2s ease"
            >
              {t('card.examine')}
              <ArrowRight size={16} aria-hidden="true" />
            </Box>
          </RouterLink>
        </LinkOverlay>
        <Flex gap="2" wrap="wrap" align="start">
          <QuoteButton slug={product.slug} name={product.name} />
          <CompareToggle slug={product.slug} name={product.name} />
        </Flex>
      </Card.Footer>
    </Card.Root>
  );
}
