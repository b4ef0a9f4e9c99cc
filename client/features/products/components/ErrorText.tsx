import { HStack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The spec's error state: 'Hata: <message>' / 'Error: <message>'; the server's message, else 'Veri alınamadı'. */
export function ErrorText({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <HStack role="alert" gap="3" align="start" p="4" rounded="lg" bg="red.50" borderWidth="1px" borderColor="red.200" color="red.700">
      <CircleAlert size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text>{`${t('errors.prefix')} ${message ?? t('errors.fetch')}`}</Text>
    </HStack>
  );
}
