// Choosing an image from the library (or uploading into it first): what image fields and the editor's image button open.
import { Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaGrid } from './MediaGrid';
import { MediaUploadZone } from './MediaUploadZone';
import { useMediaLibrary, type MediaItem } from './use-media-library';

export function MediaPickerDialog({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(item: MediaItem): void }) {
  const { t } = useTranslation('admin/media');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const library = useMediaLibrary({ search: deferred.trim(), kind: 'image' });
  const upload = async (files: File[]) => {
    const [first] = await library.uploadMany(files);
    if (first) setSelected(first);
  };
  const choose = () => {
    if (!selected) return;
    onPick(selected);
    onClose();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="media-picker">
            <Dialog.Header>
              <Dialog.Title>{t('pickTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack as="label" gap="2" borderWidth="1px" rounded="md" px="3">
                  <Search size={16} aria-hidden="true" />
                  <Input
                    variant="flushed"
                    border="none"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                    placeholder={t('search')}
                    aria-label={t('search')}
                    type="search"
                  />
                </HStack>
                <MediaUploadZone onFiles={(files) => void upload(files)} uploads={library.uploads} />
                {library.error ? (
                  <Text color="red.700" role="alert">
                    {library.error}
                  </Text>
                ) : null}
                {!library.loading && !library.items.length ? <Text color="gray.600">{deferred ? t('noMatch') : t('empty')}</Text> : null}
                <MediaGrid items={library.items} onOpen={setSelected} selectedId={selected?.id ?? null} showUsage={false} />
                {library.more ? (
                  <Button variant="outline" alignSelf="center" onClick={library.more}>
                    {t('more')}
                  </Button>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {selected ? (
                <Text fontSize="sm" me="auto" truncate>
                  {selected.fileName}
                </Text>
              ) : null}
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
              <Button colorPalette="brand" onClick={choose} disabled={!selected} data-testid="media-choose">
                {t('choose')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
