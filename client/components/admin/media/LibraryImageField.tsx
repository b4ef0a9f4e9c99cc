// An optional image field of a record: a file dropped or chosen, or an image from the media library, with a preview of
// the one that will be shown (the chosen file, the library image, else the stored one).
import { Box, Flex, type ImageProps } from '@chakra-ui/react';
import { FileField } from '../FileField';
import { ImagePreview, useObjectUrl } from '../ImagePreview';
import { LibraryImageButton } from './LibraryImageButton';
import type { MediaItem } from './use-media-library';
import { useLockedField } from '../use-access';

export interface LibraryImageFieldProps {
  label: string;
  name: string;
  file: File | null;
  onFile(file: File | null): void;
  picked?: MediaItem | null;
  onPick(item: MediaItem): void;
  /** The stored image's URL, shown until another is chosen. */
  currentUrl?: string | null;
  previewAlt: string;
  preview?: Omit<ImageProps, 'src' | 'alt'> & { 'data-testid'?: string };
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The preview beside the field from tablet width on, instead of below it. */
  beside?: boolean;
}

export function LibraryImageField({
  label,
  name,
  file,
  onFile,
  picked,
  onPick,
  currentUrl,
  previewAlt,
  preview,
  error,
  required,
  disabled: busy,
  beside,
}: LibraryImageFieldProps) {
  const locked = useLockedField(name);
  const disabled = busy || locked;
  const chosenUrl = useObjectUrl(file);
  const shown = file ? null : picked;
  return (
    <Flex gap={beside ? '5' : '3'} direction={{ base: 'column', md: beside ? 'row' : 'column' }} align="flex-start">
      <Box flex="1" w="full">
        <FileField
          label={label}
          name={name}
          accept="image/*"
          file={file}
          onChange={onFile}
          required={required}
          error={error}
          disabled={disabled}
        />
        <Box mt="3">
          <LibraryImageButton picked={shown} onPick={onPick} disabled={disabled} />
        </Box>
      </Box>
      <ImagePreview src={chosenUrl ?? shown?.url ?? currentUrl} alt={previewAlt} {...preview} />
    </Flex>
  );
}
