import { Alert, Center, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const APPLICATION_GRID_COLUMNS = { base: 1, md: 2, lg: 3 } as const;

export function ApplicationsLoading() {
  const { t } = useTranslation('applications');
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Text color="gray.600">{t('loading')}</Text>
      <SimpleGrid columns={APPLICATION_GRID_COLUMNS} gap="6" aria-hidden="true">
        {[0, 1, 2].map((i) => <Skeleton key={i} h="64" borderRadius="xl" />)}
      </SimpleGrid>
    </Stack>
  );
}

/** The server's message when there is one, otherwise 'Veri alınamadı' / 'Data could not be retrieved'. */
export function ApplicationsError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Title>{message || t('errors.fetch')}</Alert.Title>
    </Alert.Root>
  );
}

export function ApplicationsEmpty() {
  const { t } = useTranslation('applications');
  return (
    <Center flexDirection="column" gap="3" py="12" px="6" bg="brand.50" borderRadius="xl" textAlign="center">
      <Center color="brand.500"><PackageOpen size={40} aria-hidden="true" /></Center>
      <Text color="brand.900" fontSize="lg" fontWeight="semibold">{t('empty')}</Text>
      <Text color="gray.600">{t('emptyDescription')}</Text>
    </Center>
  );
}
