// Product files: the stored ones (removal queued until the product is saved) and new ones waiting to be uploaded
// after the save, each with its progress bar.
import { Badge, Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Download, FileText, Plus, Trash2, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField, UploadProgress } from '../../../components/admin/FileField';
import type { AdminProductFile_FileFragment } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatMegabytes } from '../../../lib/format';
import { FormInput } from './FormInput';
import { emptyFields, MAX, newKey, PRODUCT_FILE_TYPES } from './product-form-values';
import { addOnEnter } from './add-on-enter';

export interface PendingFile {
  key: string;
  file: File;
  fileTypeTr: string;
  fileTypeEn: string;
  /** 0…1 while it is being uploaded. */
  progress: number | null;
  /** Why the last upload failed. */
  error: string | null;
}

export interface ProductFilesEditorProps {
  stored: readonly AdminProductFile_FileFragment[];
  /** Ids of stored files to delete when the product is saved. */
  removals: readonly number[];
  onToggleRemoval(id: number): void;
  pending: readonly PendingFile[];
  onAdd(file: PendingFile): void;
  onRemovePending(key: string): void;
  disabled?: boolean;
}

export function ProductFilesEditor({
  stored,
  removals,
  onToggleRemoval,
  pending,
  onAdd,
  onRemovePending,
  disabled,
}: ProductFilesEditorProps) {
  const { t } = useTranslation('admin/product');
  const empty = stored.length === 0 && pending.length === 0;
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="gray.600">
        {t('files.intro')}
      </Text>
      {empty ? (
        <Text fontSize="sm" color="gray.600">
          {t('files.empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" aria-label={t('files.listLabel')} listStyleType="none" m="0" p="0">
          {stored.map((f) => {
            const queued = removals.includes(f.id);
            return (
              <FileRow
                key={f.id}
                name={f.file.originalName}
                size={f.file.size}
                types={`${f.fileTypeTr} / ${f.fileTypeEn}`}
                testId="stored-file"
                status={
                  queued ? (
                    <Badge colorPalette="red">{t('files.queuedRemoval')}</Badge>
                  ) : (
                    <Badge colorPalette="green">{t('files.saved')}</Badge>
                  )
                }
                struck={queued}
                link={
                  <IconButton
                    asChild
                    size="xs"
                    variant="ghost"
                    aria-label={t('admin/common:table.download', { name: f.file.originalName })}
                  >
                    <a href={f.downloadUrl} download>
                      <Download />
                    </a>
                  </IconButton>
                }
                action={
                  queued ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onToggleRemoval(f.id)}
                      disabled={disabled}
                      aria-label={t('files.undo', { name: f.file.originalName })}
                    >
                      <Undo2 aria-hidden="true" />
                      {t('files.undoLabel')}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => onToggleRemoval(f.id)}
                      disabled={disabled}
                      aria-label={t('files.remove', { name: f.file.originalName })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )
                }
              />
            );
          })}
          {pending.map((p) => (
            <FileRow
              key={p.key}
              name={p.file.name}
              size={p.file.size}
              types={`${p.fileTypeTr} / ${p.fileTypeEn}`}
              testId="pending-file"
              status={
                p.error ? <Badge colorPalette="red">{t('files.failed')}</Badge> : <Badge colorPalette="blue">{t('files.pending')}</Badge>
              }
              action={
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onRemovePending(p.key)}
                  disabled={disabled}
                  aria-label={t('files.remove', { name: p.file.name })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            >
              {p.progress != null ? <UploadProgress value={p.progress} label={t('files.uploading', { name: p.file.name })} /> : null}
              {p.error ? (
                <Text fontSize="sm" color="red.600">
                  {p.error}
                </Text>
              ) : null}
            </FileRow>
          ))}
        </Stack>
      )}
      <NewFile onAdd={onAdd} disabled={disabled} />
    </Stack>
  );
}

interface FileRowProps {
  name: string;
  size: number;
  types: string;
  status: ReactNode;
  action: ReactNode;
  link?: ReactNode;
  struck?: boolean;
  testId: string;
  children?: ReactNode;
}

function FileRow({ name, size, types, status, action, link, struck, testId, children }: FileRowProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" bg="white" px="3" py="2" data-testid={testId}>
      <HStack gap="3" align="start">
        <Box color="brand.500" mt="1" flexShrink={0}>
          <FileText size={18} aria-hidden="true" />
        </Box>
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere" textDecoration={struck ? 'line-through' : undefined}>
              {name}
            </Text>
            {status}
          </HStack>
          <Text fontSize="sm" color="gray.600">
            {types} · {formatMegabytes(size)}
          </Text>
        </Stack>
        <HStack gap="1" flexShrink={0}>
          {link}
          {action}
        </HStack>
      </HStack>
      {children ? (
        <Stack gap="1" mt="2">
          {children}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Chooses a file and its two type names; refused with the spec's texts when something is missing. */
function NewFile({ onAdd, disabled }: { onAdd(file: PendingFile): void; disabled?: boolean }) {
  const { t } = useTranslation('admin/product');
  const errors = useAdminErrors('admin/product:productFile');
  const [file, setFile] = useState<File | null>(null);
  const [types, setTypes] = useState({ fileTypeTr: '', fileTypeEn: '' });
  const [missing, setMissing] = useState<string[]>([]);
  // A new input each time a file is added, so the chosen name does not linger in it.
  const [inputKey, setInputKey] = useState(0);
  const add = () => {
    const empty = [...(file ? [] : ['file']), ...emptyFields(types, ['fileTypeTr', 'fileTypeEn'])];
    setMissing(empty);
    if (empty.length || !file) return;
    onAdd({ key: newKey(), file, fileTypeTr: types.fileTypeTr.trim(), fileTypeEn: types.fileTypeEn.trim(), progress: null, error: null });
    setFile(null);
    setTypes({ fileTypeTr: '', fileTypeEn: '' });
    setInputKey((k) => k + 1);
  };
  const typesError = missing.some((m) => m.startsWith('fileType')) ? errors.fieldText('fileTypeTr', 'REQUIRED') : null;
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      p={{ base: '3', md: '4' }}
      role="group"
      aria-label={t('files.newTitle')}
      data-testid="new-file"
      onKeyDown={addOnEnter(add)}
    >
      <Text fontWeight="semibold" mb="2">
        {t('files.newTitle')}
      </Text>
      <Stack gap="3">
        <FileField
          key={inputKey}
          label={t('files.file')}
          name="new-file"
          accept={PRODUCT_FILE_TYPES}
          file={file}
          disabled={disabled}
          error={missing.includes('file') ? errors.fieldText('file', 'REQUIRED') : null}
          onChange={(f) => {
            setFile(f);
            setMissing(missing.filter((m) => m !== 'file'));
          }}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {(['fileTypeTr', 'fileTypeEn'] as const).map((f, i) => (
            <FormInput
              key={f}
              label={t(i === 0 ? 'files.typeTr' : 'files.typeEn')}
              name={`new-file-${f}`}
              value={types[f]}
              maxLength={MAX.fileType}
              placeholder={t(i === 0 ? 'files.typePlaceholderTr' : 'files.typePlaceholderEn')}
              disabled={disabled}
              lang={i === 0 ? 'tr' : 'en'}
              invalid={missing.includes(f)}
              onChange={(value) => {
                setTypes({ ...types, [f]: value });
                setMissing(missing.filter((m) => m !== f));
              }}
            />
          ))}
        </SimpleGrid>
        {typesError ? (
          <Text role="alert" fontSize="sm" color="red.600" data-testid="file-types-error">
            {typesError}
          </Text>
        ) : null}
        <Box>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={add} disabled={disabled}>
            <Plus aria-hidden="true" />
            {t('files.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
