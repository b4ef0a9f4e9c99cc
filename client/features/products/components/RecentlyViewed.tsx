import { Box, Container, Heading, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { plainImage, ResponsiveImage } from '../../../components/ResponsiveImage';
import { paths } from '../../../config/paths';
import { rememberProduct, useRecentlyViewed, type RecentProduct } from './recently-viewed-store';

export interface RecentlyViewedProps {
  /** The product on screen, left out of the list. */
  exclude?: string;
  /** Shown as a full-width band of its own (a page's closing section) instead of in the caller's container. */
  band?: boolean;
  /** The product on screen, remembered in this browser once this part is live (never during render: no mismatch). */
  remember?: RecentProduct;
}

/** The products this browser viewed last, as small cards; renders nothing when there are none. */
export function RecentlyViewed({ exclude, band = false, remember }: RecentlyViewedProps) {
  const { t } = useTranslation('products');
  useEffect(() => {
    if (remember) rememberProduct(remember);
  }, [remember]);
  const headingId = useId();
  const items = useRecentlyViewed().filter((p) => p.slug !== exclude);
  if (items.length === 0) return null;
  const section = (
    <Box as="section" aria-labelledby={headingId} data-testid="recently-viewed">
      <HStack gap="2" mb="5" color="brand.700">
        <History size={22} aria-hidden="true" />
        <Heading as="h2" id={headingId} fontSize="2xl" color="gray.900">
          {t('recentlyViewed.title')}
        </Heading>
      </HStack>
      <SimpleGrid columns={{ base: 2, sm: 3, lg: 6 }} gap="4">
        {items.map((item) => (
          <LinkBox
            key={item.slug}
            as="article"
            bg="white"
            rounded="lg"
            borderWidth="1px"
            borderColor="gray.200"
            overflow="hidden"
            shadow="xs"
            transition="box-shadow 0.2s ease, border-color 0.2s ease"
            _hover={{ shadow: 'md', borderColor: 'brand.200' }}
          >
            <Box bg="gray.50" aspectRatio={4 / 3}>
              <Image asChild w="full" h="full" objectFit="cover">
                <ResponsiveImage
                  image={item.imageInfo ?? plainImage(item.imageUrl, 240, 180)}
                  alt={item.name}
                  sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw"
                />
              </Image>
            </Box>
            <Text p="3" fontSize="sm" fontWeight="semibold" color="gray.800" lineClamp={2}>
              <LinkOverlay asChild>
                <RouterLink to={paths.product(item.slug)}>{item.name}</RouterLink>
              </LinkOverlay>
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
  if (!band) return section;
  return (
    <Box bg="gray.50" borderTopWidth="1px" borderColor="gray.200">
      <Container maxW="7xl" py={{ base: '10', md: '12' }}>
        {section}
      </Container>
    </Box>
  );
}
