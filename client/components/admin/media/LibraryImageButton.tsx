// "Choose from library" next to an image field, and which library image was chosen.
import { Button, HStack, Text } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPickerDialog } from './MediaPickerDialog';
import type { MediaItem } from './use-media-library';

export function LibraryImageButton({
  picked,
  onPick,
  disabled,
}: {
  picked?: MediaItem | null;
  onPick(item: MediaItem): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin/media');
  const [open, setOpen] = useState(false);
  return (
    <HStack gap="3" wrap="wrap">
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)} disabled={disabled} data-testid="media-pick">
        <Images size={14} aria-hidden="true" />
        {t('pick')}
      </Button>
      {picked ? (
        <Text fontSize="sm" color="gray.700" data-testid="media-picked">
          {t('chosen', { name: picked.fileName })}
        </Text>
      ) : null}
      {/* Mounted only when asked for: the library is read when the picker opens, not with every form. */}
      {open ? <MediaPickerDialog open onClose={() => setOpen(false)} onPick={onPick} /> : null}
    </HStack>
  );
}
