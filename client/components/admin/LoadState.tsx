import { Alert, Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What an edit form shows before its record is there: a spinner, or why it could not be loaded. */
export function LoadState({ error }: { error?: string | null }) {
  const { t } = useTranslation('admin');
  if (error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Center py="16" flexDirection="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.500" />
      <Text color="gray.600">{t('form.loading')}</Text>
    </Center>
  );
}
