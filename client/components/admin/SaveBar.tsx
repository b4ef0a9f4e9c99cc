import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UploadStatus } from './UploadStatus';
import { useFieldAccess } from './use-access';
import type { UploadStatusState } from './use-upload-status';

/** A long form keeps its bar in view while scrolling (the product form, and any form while it uploads). */
const STICKY = { position: 'sticky', bottom: '0', bg: 'gray.50', py: '3', borderTopWidth: '1px', zIndex: '1' } as const;

/**
 * The foot of an admin form: İptal back to `cancelTo`, and Kaydet (Güncelle for a stored record). While files go
 * out, their state shows here, and the bar stays in view wherever the editor has scrolled.
 */
export function SaveBar({
  cancelTo,
  editing,
  saving,
  sticky,
  extra,
  upload,
}: {
  cancelTo: string;
  editing: boolean;
  saving: boolean;
  sticky?: boolean;
  extra?: ReactNode;
  upload?: UploadStatusState;
}) {
  const { t } = useTranslation('admin/common');
  // A record the person may not change has nothing to save.
  const readOnly = useFieldAccess() === 'none';
  return (
    <Stack gap="3" {...(sticky || upload ? STICKY : {})}>
      {upload ? <UploadStatus status={upload} /> : null}
      <HStack justify="flex-end" gap="3" wrap="wrap">
        {extra}
        <Button asChild variant="outline">
          <RouterLink to={cancelTo}>{t('form.cancel')}</RouterLink>
        </Button>
        {readOnly ? null : (
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('form.saving')}>
            {t(editing ? 'form.update' : 'form.save')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
