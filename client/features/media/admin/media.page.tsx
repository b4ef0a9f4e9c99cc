import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MediaGrid } from '../../../components/admin/media/MediaGrid';
import { MediaUploadZone } from '../../../components/admin/media/MediaUploadZone';
import { useMediaLibrary, type MediaItem } from '../../../components/admin/media/use-media-library';
import { adminPaths } from '../../../config/admin-paths';
import type { MediaKind } from '../../../graphql/admin/graphql';
import { MediaDetailDialog } from './MediaDetailDialog';
import { useAccess } from '../../../components/admin/use-access';

const KINDS = ['image', 'file'] as const;

/** The media library: every image and file, searched and filtered (both kept in the URL), uploaded by the handful. */
export default function MediaPage() {
  const { t } = useTranslation('admin/media');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const kindParam = params.get('kind');
  const kind: MediaKind | null = KINDS.includes(kindParam as MediaKind) ? (kindParam as MediaKind) : null;
  const deferred = useDeferredValue(search);
  const library = useMediaLibrary({ search: deferred.trim(), kind });
  const [open, setOpen] = useState<MediaItem | null>(null);
  const access = useAccess();
  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <AdminPage title={t('title')} back={adminPaths.adminDashboard()}>
      <Stack gap="5">
        {access.may('uploadMedia') ? (
          <MediaUploadZone onFiles={(files) => void library.uploadMany(files)} uploads={library.uploads} />
        ) : null}
        <HStack gap="3" wrap="wrap">
          <HStack as="label" gap="2" borderWidth="1px" rounded="md" px="3" flex="1" minW="56">
            <Search size={16} aria-hidden="true" />
            <Input
              border="none"
              value={search}
              onChange={(e) => setParam('q', e.target.value)}
              placeholder={t('search')}
              aria-label={t('search')}
              type="search"
              data-testid="media-search"
            />
          </HStack>
          <NativeSelect.Root w={{ base: 'full', sm: '48' }}>
            <NativeSelect.Field
              aria-label={t('kind.label')}
              value={kind ?? ''}
              onChange={(e) => setParam('kind', e.target.value)}
              data-testid="media-kind"
            >
              <option value="">{t('kind.all')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text fontSize="sm" color="gray.600" aria-live="polite">
          {t('count', { count: library.total })}
        </Text>
        {library.error ? (
          <Text color="red.700" role="alert">
            {library.error}
          </Text>
        ) : null}
        {!library.loading && !library.items.length ? <Text color="gray.600">{deferred ? t('noMatch') : t('empty')}</Text> : null}
        <MediaGrid items={library.items} onOpen={setOpen} />
        {library.more ? (
          <Button variant="outline" alignSelf="center" onClick={library.more}>
            {t('more')}
          </Button>
        ) : null}
      </Stack>
      <MediaDetailDialog
        item={open ? (library.items.find((i) => i.id === open.id) ?? open) : null}
        onClose={() => setOpen(null)}
        onDeleted={() => {
          setOpen(null);
          void library.refetch();
        }}
      />
    </AdminPage>
  );
}
