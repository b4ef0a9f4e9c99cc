import { Alert, Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What a screen shows before its data is there: a spinner (with `text`), or why it could not be loaded. */
export function LoadState({ error, text }: { error?: string | null; text?: string }) {
  const { t } = useTranslation('admin/common');
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
      <Text color="gray.600">{text ?? t('form.loading')}</Text>
    </Center>
  );
}
