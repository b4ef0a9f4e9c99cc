import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/admin/FileField';
import { ImagePreview, useObjectUrl } from '../../../components/admin/ImagePreview';
import { paths } from '../../../config/paths';

export interface ProductImageFieldProps {
  file: File | null;
  onChange(file: File | null): void;
  /** The stored image's URL (the default image's when the product has none). */
  currentUrl: string | null;
  progress: number | null;
  error?: string | null;
  disabled?: boolean;
}

/** The product image: a preview of the chosen or stored one; without one, the site shows the default image. */
export function ProductImageField({ file, onChange, currentUrl, progress, error, disabled }: ProductImageFieldProps) {
  const { t } = useTranslation('adminProduct');
  const chosenUrl = useObjectUrl(file);
  const src = chosenUrl ?? currentUrl ?? paths.image('default.jpg');
  return (
    <Stack gap="3">
      <ImagePreview src={src} alt={t('form.imageAlt')} maxH="48" maxW="full" alignSelf="flex-start" data-testid="image-preview" />
      <FileField label={t('form.image')} name="image" accept="image/*" file={file} onChange={onChange} progress={progress} error={error} disabled={disabled} />
      <Text fontSize="sm" color="gray.600">{t('form.imageDefault')}</Text>
    </Stack>
  );
}
