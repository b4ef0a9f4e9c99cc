import { Alert, Box, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The grid's columns: one on phones, two from md, three from lg (spec: a three-column blog grid). */
export const BLOG_GRID_COLUMNS = { base: 1, md: 2, lg: 3 } as const;

/** Skeleton cards with the loading text for screen readers and sighted users alike. */
export function BlogLoading({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation('blog');
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Text color="gray.600">{t('loading')}</Text>
      <SimpleGrid columns={BLOG_GRID_COLUMNS} gap="6" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <Stack key={i} gap="3" borderWidth="1px" borderColor="gray.100" borderRadius="xl" p="4">
            <Skeleton aspectRatio={16 / 9} borderRadius="lg" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="6" />
            <Skeleton h="16" />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The server's message when there is one, otherwise 'Veri alınamadı' / 'Data could not be retrieved'. */
export function BlogError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{message || t('errors.fetch')}</Alert.Title>
    </Alert.Root>
  );
}

export function BlogEmpty() {
  const { t } = useTranslation('blog');
  return (
    <Center flexDirection="column" gap="3" py="12" px="6" bg="brand.50" borderRadius="xl" textAlign="center">
      <Box color="brand.500">
        <Newspaper size={40} aria-hidden="true" />
      </Box>
      <Text color="gray.700" fontSize="lg">{t('empty')}</Text>
    </Center>
  );
}
