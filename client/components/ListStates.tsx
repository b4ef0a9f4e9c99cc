import { Box, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusAlert } from './alert-deferred';

/** The card grids of the site: one column on phones, two from md, three from lg (spec: three per row). */
export const CARD_GRID_COLUMNS = { base: 1, md: 2, lg: 3 } as const;

/** A list's loading state: its text (announced politely) over skeleton cards. */
export function LoadingState({ text, cards = 3, cardHeight = '64' }: { text: string; cards?: number; cardHeight?: string }) {
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Text color="gray.600">{text}</Text>
      <SimpleGrid columns={CARD_GRID_COLUMNS} gap="6" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} h={cardHeight} borderRadius="xl" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A failed fetch: the server's message when it sent one, else 'Veri alınamadı';
 * `prefixed` adds 'Hata:' / 'Error:' in front (the products list).
 */
export function ErrorState({ message, prefixed = false }: { message?: string; prefixed?: boolean }) {
  const { t } = useTranslation();
  const text = message || t('errors.fetch');
  return <StatusAlert status="error" title={prefixed ? `${t('errors.prefix')} ${text}` : text} />;
}

/** An empty list: an icon, the text, and optionally a second line. */
export function EmptyState({ icon: Icon, text, description }: { icon: LucideIcon; text: string; description?: string }) {
  return (
    <Center flexDirection="column" gap="3" py="12" px="6" bg="brand.50" borderRadius="xl" textAlign="center">
      <Box color="brand.500">
        <Icon size={40} aria-hidden="true" strokeWidth={1.5} />
      </Box>
      <Text color="brand.900" fontSize="lg" fontWeight="semibold">
        {text}
      </Text>
      {description ? <Text color="gray.600">{description}</Text> : null}
    </Center>
  );
}
