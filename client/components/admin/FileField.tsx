// A file field in the admin's language: a drop zone (click, Enter or Space opens the picker; a file dragged onto it is
// taken), what is stored now (name, size in MB, download), the chosen file (the forms preview images); the progress
// bar a list of uploads shows per row. The browser's own file widget stays in the page, hidden, for the label and the picker.
import { Box, Button, Field, HStack, Input, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Download, Upload, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMegabytes } from '../../lib/format';
import {
  contentMatchesExtension,
  extensionOfName,
  SIGNATURE_HEAD_BYTES,
  SIGNATURE_TAIL_BYTES,
} from '../../../server/shared/file-signatures';
import { useLockedField } from './use-access';

export interface CurrentFile {
  originalName: string;
  size: number;
  /** Where the stored file downloads; left out when it has no download link. */
  url?: string | null;
}

export interface FileFieldProps {
  label: string;
  /** Accepted extensions without dots, e.g. ['pdf', 'docx']; 'image/*' accepts any image. */
  accept: readonly string[] | 'image/*';
  file: File | null;
  onChange(file: File | null): void;
  required?: boolean;
  /** The stored file in edit mode. */
  current?: CurrentFile | null;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

export function FileField({ label, accept, file, onChange, required, current, error, disabled: busy, name }: FileFieldProps) {
  const locked = useLockedField(name);
  const disabled = busy || locked;
  const { t } = useTranslation(['admin/common', 'admin/errors']);
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const acceptAttr = accept === 'image/*' ? accept : accept.map((ext) => `.${ext}`).join(',');
  const clear = () => {
    onChange(null);
    if (input.current) input.current.value = '';
  };
  // The accept attribute is only a hint to the picker: a wrong type is refused here, before any save sends it.
  const pick = async (chosen: File | null) => {
    const reason = chosen ? await refusalOf(chosen, accept) : null;
    setRefused(reason && t(`admin/errors:reasons.${reason}`));
    if (reason) clear();
    else onChange(chosen);
  };
  const shownError = error || refused;
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void pick(event.dataTransfer.files[0] ?? null);
  };
  return (
    <Field.Root required={required} invalid={!!shownError} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {current ? (
        <HStack gap="3" fontSize="sm" color="gray.700" wrap="wrap" data-testid="current-file">
          <Text>
            {t('file.current')}: <strong>{current.originalName}</strong> ({formatMegabytes(current.size)})
          </Text>
          {current.url ? (
            <Link href={current.url} color="brand.700" download>
              <Download size={14} aria-hidden="true" />
              {t('file.download')}
            </Link>
          ) : null}
        </HStack>
      ) : null}
      <Input
        ref={input}
        type="file"
        name={name}
        accept={acceptAttr}
        srOnly
        tabIndex={-1}
        onChange={(e) => void pick(e.target.files?.[0] ?? null)}
      />
      <Button
        type="button"
        variant="outline"
        w="full"
        minH="16"
        h="auto"
        py="4"
        borderStyle="dashed"
        whiteSpace="normal"
        borderColor={shownError ? 'red.500' : dragging ? 'brand.500' : 'gray.300'}
        bg={dragging ? 'brand.50' : undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid="file-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Upload size={18} aria-hidden="true" />
        {file || current ? t('file.dropAnother') : t('file.drop')}
      </Button>
      {file ? (
        <HStack gap="2" fontSize="sm">
          <Text>
            {t('file.chosen')}: {file.name} ({formatMegabytes(file.size)})
          </Text>
          <Button size="xs" variant="ghost" onClick={clear} disabled={disabled} aria-label={t('file.clear', { name: file.name })}>
            <X size={14} aria-hidden="true" />
          </Button>
        </HStack>
      ) : null}
      <Field.HelperText>{accept === 'image/*' ? t('file.anyImage') : t('file.accepted', { types: accept.join(', ') })}</Field.HelperText>
      <Field.ErrorText>{shownError}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Why a picked or dropped file is refused: a type not in the list (any image where images are asked for), or content
 * of another type than its name says.
 */
async function refusalOf(file: File, accept: readonly string[] | 'image/*'): Promise<string | null> {
  if (accept === 'image/*') return file.type.startsWith('image/') ? null : 'FILE_TYPE_NOT_ALLOWED';
  const ext = extensionOfName(file.name);
  if (!accept.includes(ext)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size === 0) return null;
  const [head, tail] = await Promise.all(
    [file.slice(0, SIGNATURE_HEAD_BYTES), file.slice(-SIGNATURE_TAIL_BYTES)].map(async (b) => new Uint8Array(await b.arrayBuffer())),
  );
  return contentMatchesExtension(ext, head, tail) ? null : 'FILE_CONTENT_MISMATCH';
}

/** The progress bar of an upload: percent as text too, for screen readers and the eye. */
export function UploadProgress({ value, label, id }: { value: number; label: string; id?: string }) {
  const percent = Math.round(value * 100);
  return (
    <Box id={id} w="full">
      <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={label} data-testid="upload-progress">
        <Stack gap="1">
          <HStack justify="space-between" fontSize="xs" color="gray.600">
            <Progress.Label>{label}</Progress.Label>
            <Progress.ValueText>{percent}%</Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Stack>
      </Progress.Root>
    </Box>
  );
}
