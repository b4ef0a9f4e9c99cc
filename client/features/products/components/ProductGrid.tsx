import { Card, Heading, Image, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import { SiteProductsDocument } from '../../../graphql/graphql';

export function ProductGrid() {
  const { t, i18n } = useTranslation("home");
  const { data, loading, error } = useQuery(SiteProductsDocument);
  if (loading && !data) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" aria-busy="true">
        {[0, 1, 2].map((i) => <Skeleton key={i} h="80" borderRadius="lg" />)}
      </SimpleGrid>
    );
  }
  if (error) return <Text color="red.600" role="alert">{t('products.error')}</Text>;
  const products = data?.products ?? [];
  if (products.length === 0) return <Text color="gray.600">{t('products.empty')}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" data-testid="product-grid">
      {products.map((p) => (
        <Card.Root key={p.id} overflow="hidden" variant="outline" _hover={{ shadow: 'md' }}>
          <Image src={p.imageUrl} alt={p.name} aspectRatio={4 / 3} objectFit="cover" loading="lazy" width="600" height="450" />
          <Card.Body gap="2">
            <Text fontSize="xs" textTransform="uppercase" color="brand.500" fontWeight="semibold">
              {t(`common:category.${p.category}`)}
            </Text>
            <Heading as="h3" size="md">{p.name}</Heading>
            <Text color="gray.600" lineClamp={3}>{localized(i18n.language, p.shortDescriptionTr, p.shortDescriptionEn)}</Text>
          </Card.Body>
          <Card.Footer>
            <Link href={`/products/${p.slug}`} color="brand.600" fontWeight="semibold">
              {t('products.examine')} →
            </Link>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
