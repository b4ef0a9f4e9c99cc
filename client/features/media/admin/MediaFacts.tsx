import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../../components/admin/media/use-media-library';
import { formatDate, formatSize } from '../../../lib/format';

/** A library item's type, size, dimensions and date, as a list of terms. */
export function MediaFacts({ item }: { item: MediaItem }) {
  const { t } = useTranslation('admin/media');
  return (
    <Stack as="dl" gap="1" fontSize="sm">
      <HStack>
        <Text as="dt" color="gray.600" minW="24">
          {t('facts.type')}
        </Text>
        <Text as="dd">{item.mimeType}</Text>
      </HStack>
      <HStack>
        <Text as="dt" color="gray.600" minW="24">
          {t('facts.size')}
        </Text>
        <Text as="dd">{formatSize(item.size)}</Text>
      </HStack>
      {item.width ? (
        <HStack>
          <Text as="dt" color="gray.600" minW="24">
            {t('facts.dimensions')}
          </Text>
          <Text as="dd">
            {item.width} × {item.height} px
          </Text>
        </HStack>
      ) : null}
      <HStack>
        <Text as="dt" color="gray.600" minW="24">
          {t('facts.date')}
        </Text>
        <Text as="dd">{formatDate(item.createdAt)}</Text>
      </HStack>
    </Stack>
  );
}
