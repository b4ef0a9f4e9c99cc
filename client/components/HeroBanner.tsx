import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteImage } from '../../server/shared/image-variants';
import { ResponsiveImage } from './ResponsiveImage';

export interface HeroBannerProps {
  /** A file under /img; none shows the spec's missing-image text. */
  image?: string | null;
  /** A portrait variant for phones (under 768px), also under /img. */
  mobileImage?: string;
  title: string;
  description?: string;
  /** The first screen of a page: the image loads with high priority instead of lazily. */
  priority?: boolean;
  minH?: string | Record<string, string>;
  children?: ReactNode;
}

/** A full-width banner: background image with a dark overlay, title, description and optional actions. */
export function HeroBanner({
  image,
  mobileImage,
  title,
  description,
  priority = true,
  minH = { base: '60vh', lg: '70vh' },
  children,
}: HeroBannerProps) {
  const { t } = useTranslation();
  return (
    <Box as="section" position="relative" minH={minH} display="flex" alignItems="center" color="white" bg="brand.900" overflow="hidden">
      {image ? (
        <ResponsiveImage
          image={siteImage(image)}
          phoneImage={mobileImage ? siteImage(mobileImage) : undefined}
          sizes="100vw"
          alt=""
          priority={priority}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Text position="absolute" top="4" right="4" color="red.200" role="img" aria-label={t('errors.imageMissing')}>
          {t('errors.imageMissing')}
        </Text>
      )}
      <Box
        position="absolute"
        inset="0"
        bgImage="linear-gradient(90deg, rgba(4,31,58,.88) 0%, rgba(4,31,58,.6) 55%, rgba(4,31,58,.25) 100%)"
      />
      <Container maxW="7xl" position="relative" py="16">
        <Stack maxW="2xl" gap="5">
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" fontWeight="bold">
            {title}
          </Heading>
          {description ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              {description}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
