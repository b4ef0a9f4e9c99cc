// Several images at once into the library: click, keyboard or files dragged onto it; each file its own progress row.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../FileField';
import type { UploadRow } from './use-media-library';

export function MediaUploadZone({
  onFiles,
  uploads,
  disabled,
}: {
  onFiles(files: File[]): void;
  uploads: UploadRow[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin/media');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (files.length) onFiles(files);
    if (input.current) input.current.value = '';
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Stack gap="2">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="media-input"
        onChange={(e) => take(e.target.files)}
      />
      <Button
        type="button"
        variant="outline"
        w="full"
        minH="20"
        h="auto"
        py="4"
        borderStyle="dashed"
        whiteSpace="normal"
        flexDirection="column"
        gap="1"
        borderColor={dragging ? 'brand.500' : 'gray.300'}
        bg={dragging ? 'brand.50' : undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="media-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <ImagePlus size={20} aria-hidden="true" />
        <Text>{t('drop')}</Text>
        <Text fontSize="xs" color="gray.600" fontWeight="normal">
          {t('dropHint')}
        </Text>
      </Button>
      {uploads.length ? (
        <Stack gap="2" aria-live="polite" data-testid="media-uploads">
          {uploads.map((row) => (
            <Box key={row.key}>
              {row.state === 'failed' ? (
                <Text fontSize="sm" color="red.700" role="alert">
                  {t('uploadFailed', { name: row.name, reason: row.error })}
                </Text>
              ) : row.state === 'done' ? (
                <Text fontSize="sm" color="green.700">
                  {t('uploaded', { name: row.name })}
                </Text>
              ) : (
                <UploadProgress value={row.progress} label={t('uploading', { name: row.name })} />
              )}
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
