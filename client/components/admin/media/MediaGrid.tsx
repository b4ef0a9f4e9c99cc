// Library items as tiles: the picture (or the file's type), name, facts and use; a tile is a button.
import { Badge, Box, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSize } from '../../../lib/format';
import type { MediaItem } from './use-media-library';

export function focalPosition(item: { focalX?: number | null; focalY?: number | null }): string {
  return `${Math.round((item.focalX ?? 0.5) * 100)}% ${Math.round((item.focalY ?? 0.5) * 100)}%`;
}

export function MediaGrid({
  items,
  onOpen,
  selectedId,
  showUsage = true,
}: {
  items: readonly MediaItem[];
  onOpen(item: MediaItem): void;
  selectedId?: number | null;
  showUsage?: boolean;
}) {
  const { t } = useTranslation('admin/media');
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4, lg: 6 }} gap="3" data-testid="media-grid">
      {items.map((item) => (
        <Box as="li" key={item.id}>
          <chakra.button
            type="button"
            w="full"
            textAlign="start"
            borderWidth="2px"
            rounded="md"
            overflow="hidden"
            bg="white"
            borderColor={selectedId === item.id ? 'brand.600' : 'gray.200'}
            _hover={{ borderColor: 'brand.400' }}
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
            onClick={() => onOpen(item)}
            aria-pressed={selectedId != null ? selectedId === item.id : undefined}
            data-testid="media-tile"
            data-name={item.fileName}
          >
            <Box aspectRatio={4 / 3} bg="gray.100" display="flex" alignItems="center" justifyContent="center">
              {item.kind === 'image' && item.url ? (
                <Image src={item.url} alt="" w="full" h="full" objectFit="cover" objectPosition={focalPosition(item)} loading="lazy" />
              ) : (
                <FileText size={36} aria-hidden="true" color="var(--chakra-colors-gray-500)" />
              )}
            </Box>
            <Stack gap="0.5" p="2" fontSize="xs">
              <Text fontWeight="semibold" fontSize="sm" truncate title={item.fileName}>
                {item.fileName}
              </Text>
              <Text color="gray.600">
                {item.mimeType.split('/')[1]?.toUpperCase()} · {formatSize(item.size)}
                {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
              </Text>
              <Text color="gray.600">{formatDate(item.createdAt)}</Text>
              {showUsage ? (
                <Badge alignSelf="flex-start" colorPalette={item.usageCount ? 'green' : 'gray'} variant="subtle">
                  {t('usage', { count: item.usageCount })}
                </Badge>
              ) : null}
            </Stack>
          </chakra.button>
        </Box>
      ))}
    </SimpleGrid>
  );
}
