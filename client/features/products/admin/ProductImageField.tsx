import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/admin/FileField';
import { LibraryImageButton } from '../../../components/admin/media/LibraryImageButton';
import type { MediaItem } from '../../../components/admin/media/use-media-library';
import { ImagePreview, useObjectUrl } from '../../../components/admin/ImagePreview';
import { paths } from '../../../config/paths';

export interface ProductImageFieldProps {
  file: File | null;
  onChange(file: File | null): void;
  /** The stored image's URL (the default image's when the product has none). */
  currentUrl: string | null;
  error?: string | null;
  disabled?: boolean;
  /** Offered while a stored image is shown: save the product with the default image. */
  onRemove?(): void;
  /** Offered after onRemove, until the save. */
  onUndoRemove?(): void;
  /** An image chosen from the media library, shown until the save. */
  picked?: MediaItem | null;
  onPick?(item: MediaItem): void;
}

/** The product image: a preview of the chosen or stored one; without one, the site shows the default image. */
export function ProductImageField({
  file,
  onChange,
  currentUrl,
  error,
  disabled,
  onRemove,
  onUndoRemove,
  picked,
  onPick,
}: ProductImageFieldProps) {
  const { t } = useTranslation('admin/product');
  const chosenUrl = useObjectUrl(file);
  const src = chosenUrl ?? picked?.url ?? currentUrl ?? paths.image('default.jpg');
  return (
    <Stack gap="3">
      <ImagePreview src={src} alt={t('form.imageAlt')} maxH="48" maxW="full" alignSelf="flex-start" data-testid="image-preview" />
      {!file && (onRemove || onUndoRemove) ? (
        <HStack gap="2">
          {onRemove ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove} disabled={disabled}>
              <Trash2 size={14} aria-hidden="true" />
              {t('form.imageRemove')}
            </Button>
          ) : null}
          {onUndoRemove ? (
            <>
              <Text fontSize="sm" color="gray.700" data-testid="image-removed">
                {t('form.imageRemoved')}
              </Text>
              <Button size="sm" variant="ghost" onClick={onUndoRemove} disabled={disabled}>
                <Undo2 size={14} aria-hidden="true" />
                {t('form.imageUndoRemove')}
              </Button>
            </>
          ) : null}
        </HStack>
      ) : null}
      <FileField label={t('form.image')} name="image" accept="image/*" file={file} onChange={onChange} error={error} disabled={disabled} />
      {onPick ? <LibraryImageButton picked={file ? null : picked} onPick={onPick} disabled={disabled} /> : null}
      <Text fontSize="sm" color="gray.600">
        {t('form.imageDefault')}
      </Text>
    </Stack>
  );
}
