// One library item: its facts, alternative texts in both languages, the focal point (a click on the picture, or the
// arrow keys), a new file in its place, where it is used, and delete (only when nothing uses it).
import { Box, Button, CloseButton, Dialog, Field, HStack, Image, Input, List, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Crosshair, Trash2 } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/admin/FileField';
import { notify } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import type { MediaItem } from '../../../components/admin/media/use-media-library';
import {
  AdminDeleteMediaItemDocument,
  AdminMediaItemUsagesDocument,
  AdminReplaceMediaFileDocument,
  AdminUpdateMediaItemDocument,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { uploadProgress } from '../../../lib/upload-fetch';
import { UploadProgress } from '../../../components/admin/FileField';
import { useAccess } from '../../../components/admin/use-access';
import { MediaFacts } from './MediaFacts';

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 100) / 100));

export function MediaDetailDialog({ item, onClose, onDeleted }: { item: MediaItem | null; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation('admin/media');
  const errors = useAdminErrors('admin/media:media');
  const { confirm, dialog } = useConfirm();
  const [altTr, setAltTr] = useState('');
  const [altEn, setAltEn] = useState('');
  const [focal, setFocal] = useState<{ x: number; y: number } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const usages = useQuery(AdminMediaItemUsagesDocument, { variables: { id: item?.id ?? 0 }, skip: !item, fetchPolicy: 'network-only' });
  const [update] = useMutation(AdminUpdateMediaItemDocument);
  const [replace] = useMutation(AdminReplaceMediaFileDocument);
  const [remove] = useMutation(AdminDeleteMediaItemDocument);
  // What the person's role may do here: the texts (a translator the English one), the file, the item itself.
  const access = useAccess();
  const texts = access.grant('updateMediaItem');
  const manages = access.may('replaceMediaFile');

  useEffect(() => {
    setAltTr(item?.altTr ?? '');
    setAltEn(item?.altEn ?? '');
    setFocal(item?.focalX != null && item.focalY != null ? { x: item.focalX, y: item.focalY } : null);
    setFile(null);
  }, [item]);

  if (!item) return dialog;
  const image = item.kind === 'image';
  const used = usages.data?.mediaItem?.usages ?? [];

  const pickFocal = (event: MouseEvent<HTMLElement>) => {
    if (texts !== 'yes') return;
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const moveFocal = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowLeft: [-0.05, 0], ArrowRight: [0.05, 0], ArrowUp: [0, -0.05], ArrowDown: [0, 0.05] }[event.key];
    if (!step || texts !== 'yes') return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp((f?.x ?? 0.5) + step[0]), y: clamp((f?.y ?? 0.5) + step[1]) }));
  };

  const save = async () => {
    setSaving(true);
    try {
      if (file) {
        setProgress(0);
        await replace({ variables: { id: item.id, file }, context: { fetchOptions: uploadProgress(setProgress) } });
        setFile(null);
        notify.success(errors.text('replaced'));
      }
      if (image) {
        await update({ variables: { id: item.id, input: { altTr, altEn, focalX: focal?.x ?? null, focalY: focal?.y ?? null } } });
        notify.success(errors.text('saved'));
      }
    } catch (error) {
      notify.error(errors.describe(error, file ? 'replace' : 'save').text);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const del = async () => {
    if (used.length) return;
    if (!(await confirm(errors.text('confirmDelete'), t('delete'), item.fileName))) return;
    try {
      await remove({
        variables: { id: item.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'MediaItem', id: item.id }) });
          cache.gc();
        },
      });
      notify.success(errors.text('deleted'));
      onDeleted();
    } catch (error) {
      notify.error(errors.describe(error, 'delete').text);
      void usages.refetch();
    }
  };

  return (
    <>
      <Dialog.Root
        open
        onOpenChange={(e) => {
          if (!e.open) onClose();
        }}
        size={{ base: 'full', md: 'xl' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="media-detail">
              <Dialog.Header>
                <Dialog.Title truncate>{item.fileName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                  <Stack gap="2">
                    {image && item.url ? (
                      <>
                        <Text fontWeight="semibold" id="focal-label">
                          {t('focal')}
                        </Text>
                        <Box
                          position="relative"
                          cursor="crosshair"
                          onClick={pickFocal}
                          onKeyDown={moveFocal}
                          tabIndex={0}
                          role="group"
                          aria-labelledby="focal-label"
                          aria-describedby="focal-hint focal-value"
                          rounded="md"
                          overflow="hidden"
                          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500' }}
                          data-testid="focal-picker"
                        >
                          <Image src={item.url} alt={altTr || item.fileName} w="full" display="block" />
                          {focal ? (
                            <Box
                              position="absolute"
                              left={`${focal.x * 100}%`}
                              top={`${focal.y * 100}%`}
                              transform="translate(-50%, -50%)"
                              w="7"
                              h="7"
                              rounded="full"
                              borderWidth="3px"
                              borderColor="white"
                              bg="brand.600/60"
                              boxShadow="0 0 0 2px black"
                              pointerEvents="none"
                              data-testid="focal-marker"
                            />
                          ) : null}
                        </Box>
                        <Text fontSize="sm" color="gray.600" id="focal-hint">
                          {t('focalHint')}
                        </Text>
                        <HStack justify="space-between">
                          <Text fontSize="sm" id="focal-value" aria-live="polite">
                            {focal ? t('focalAt', { x: Math.round(focal.x * 100), y: Math.round(focal.y * 100) }) : null}
                          </Text>
                          {focal && texts === 'yes' ? (
                            <Button size="xs" variant="ghost" onClick={() => setFocal(null)}>
                              <Crosshair size={14} aria-hidden="true" />
                              {t('focalReset')}
                            </Button>
                          ) : null}
                        </HStack>
                      </>
                    ) : null}
                    <MediaFacts item={item} />
                  </Stack>
                  <Stack gap="4">
                    {image ? (
                      <>
                        <Field.Root readOnly={texts !== 'yes'}>
                          <Field.Label>{t('altTr')}</Field.Label>
                          <Input value={altTr} onChange={(e) => setAltTr(e.target.value)} maxLength={300} name="altTr" />
                        </Field.Root>
                        <Field.Root readOnly={texts === 'no'}>
                          <Field.Label>{t('altEn')}</Field.Label>
                          <Input value={altEn} onChange={(e) => setAltEn(e.target.value)} maxLength={300} name="altEn" lang="en" />
                          <Field.HelperText>{t('altHint')}</Field.HelperText>
                        </Field.Root>
                      </>
                    ) : null}
                    {manages ? (
                      <FileField
                        label={t('replace')}
                        accept={image ? 'image/*' : item.accept}
                        file={file}
                        onChange={setFile}
                        disabled={saving}
                        name="replace"
                      />
                    ) : null}
                    {manages ? (
                      <Text fontSize="xs" color="gray.600">
                        {t(image ? 'replaceHint' : 'replaceFileHint')}
                      </Text>
                    ) : null}
                    {progress != null ? <UploadProgress value={progress} label={t('uploading', { name: file?.name ?? '' })} /> : null}
                    <Stack gap="1">
                      <Text fontWeight="semibold">{t('usedBy')}</Text>
                      {used.length ? (
                        <Text fontSize="sm" color="orange.800" data-testid="media-in-use">
                          {t('inUse')}
                        </Text>
                      ) : null}
                      {used.length ? (
                        <List.Root ps="4" fontSize="sm" data-testid="media-usages">
                          {used.map((u) => (
                            <List.Item key={`${u.entityType}-${u.id}-${u.role}`}>
                              {t(`entity.${u.entityType}`)}: {u.name} ({t(`role.${u.role}`)})
                            </List.Item>
                          ))}
                        </List.Root>
                      ) : usages.loading ? null : (
                        <Text fontSize="sm" color="gray.600">
                          {t('notUsed')}
                        </Text>
                      )}
                    </Stack>
                  </Stack>
                </SimpleGrid>
              </Dialog.Body>
              <Dialog.Footer>
                {access.may('deleteMediaItem') ? (
                  <Button
                    variant="outline"
                    colorPalette="red"
                    me="auto"
                    onClick={() => void del()}
                    disabled={!!used.length || usages.loading || saving}
                    data-testid="media-delete"
                  >
                    <Trash2 size={14} aria-hidden="true" />
                    {t('delete')}
                  </Button>
                ) : null}
                <Button variant="outline" onClick={onClose}>
                  {t('close')}
                </Button>
                {texts !== 'no' || manages ? (
                  <Button
                    colorPalette="brand"
                    onClick={() => void save()}
                    loading={saving}
                    disabled={!image && !file}
                    data-testid="media-save"
                  >
                    {t('save')}
                  </Button>
                ) : null}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {dialog}
    </>
  );
}
