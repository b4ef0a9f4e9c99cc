import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A long form keeps its bar in view while scrolling (the product form). */
const STICKY = { position: 'sticky', bottom: '0', bg: 'gray.50', py: '3', borderTopWidth: '1px', zIndex: '1' } as const;

/** The foot of an admin form: İptal back to `cancelTo`, and Kaydet (Güncelle for a stored record). */
export function SaveBar({ cancelTo, editing, saving, sticky, extra }: { cancelTo: string; editing: boolean; saving: boolean; sticky?: boolean; extra?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap" {...(sticky ? STICKY : {})}>
      {extra}
      <Button asChild variant="outline"><RouterLink to={cancelTo}>{t('form.cancel')}</RouterLink></Button>
      <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('form.saving')}>{t(editing ? 'form.update' : 'form.save')}</Button>
    </HStack>
  );
}
