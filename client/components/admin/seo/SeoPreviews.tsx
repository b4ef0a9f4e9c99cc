// What a search result and a share card would show for one language: the page's title (with the brand, as the
// site writes it), its address and description, cut where search engines and share cards cut them.
import { AspectRatio, Box, Image, Stack, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEO_ADVICE } from '../../../../server/shared/seo-fields';
import { cut } from '../../../lib/format';

export interface SeoPreviewProps {
  lang: 'tr' | 'en';
  /** The full title as the page writes it (with the brand). */
  title: string;
  description: string;
  /** The page's absolute address in this language. */
  url: string;
  image?: string | null;
}

/** A search result: the site and its address, the title in link blue, the description. */
export function SearchResultPreview({ lang, title, description, url }: SeoPreviewProps) {
  const { t } = useTranslation('admin/common');
  const { host, pathname, search } = new URL(url);
  const crumbs = [host, ...pathname.split('/').filter(Boolean)].join(' › ') + search;
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" p="3" bg="white" lang={lang} data-testid={`seo-search-preview-${lang}`}>
      <Text as="figcaption" fontSize="xs" color="gray.600" mb="2">
        {t('seo.searchPreview', { lang: lang.toUpperCase() })}
      </Text>
      <Text fontSize="xs" color="gray.700" truncate>
        {crumbs}
      </Text>
      <Text fontSize="lg" lineHeight="short" color="#1a0dab" data-testid="seo-preview-title">
        {cut(title, SEO_ADVICE.title)}
      </Text>
      <Text fontSize="sm" color="gray.700" data-testid="seo-preview-description">
        {cut(description, SEO_ADVICE.description)}
      </Text>
    </Box>
  );
}

/** A share card (Open Graph / Twitter): the image, the site's domain, title and description. */
export function SocialCardPreview({ lang, title, description, url, image }: SeoPreviewProps) {
  const { t } = useTranslation('admin/common');
  return (
    <Box as="figure" borderWidth="1px" borderRadius="md" overflow="hidden" bg="white" lang={lang} data-testid={`seo-card-preview-${lang}`}>
      <Text as="figcaption" fontSize="xs" color="gray.600" px="3" pt="2" pb="1">
        {t('seo.cardPreview', { lang: lang.toUpperCase() })}
      </Text>
      <AspectRatio ratio={1200 / 630} bg="gray.100">
        {image ? (
          <Image src={image} alt="" objectFit="cover" />
        ) : (
          <Box display="flex" alignItems="center" justifyContent="center" color="gray.500">
            <ImageOff aria-hidden="true" />
          </Box>
        )}
      </AspectRatio>
      <Stack gap="0.5" px="3" py="2" bg="gray.50" borderTopWidth="1px">
        <Text fontSize="xs" color="gray.600" textTransform="uppercase">
          {new URL(url).host}
        </Text>
        <Text fontWeight="semibold" lineClamp={2}>
          {title}
        </Text>
        <Text fontSize="sm" color="gray.700" lineClamp={2}>
          {description}
        </Text>
      </Stack>
    </Box>
  );
}
