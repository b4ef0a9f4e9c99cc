import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../lib/format';

/** Offers back what was typed in an earlier visit that was not saved (files must be chosen again). */
export function DraftNotice({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore(): void; onDiscard(): void }) {
  const { t } = useTranslation('admin/common');
  return (
    <Alert.Root status="info" mb="6" borderRadius="lg" data-testid="draft-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('draft.title', { time: formatZonedDateTime(savedAt) })}</Alert.Title>
        <Alert.Description>{t('draft.description')}</Alert.Description>
        <HStack mt="2" gap="2">
          <Button size="sm" colorPalette="brand" onClick={onRestore}>
            {t('draft.restore')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            {t('draft.discard')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
