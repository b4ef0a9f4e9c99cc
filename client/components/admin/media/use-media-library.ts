// The library's items (search, kind, more) and uploads of several files at once, each with its own progress.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminMediaItemsDocument,
  AdminUploadMediaDocument,
  type AdminMediaItem_ItemFragment,
  type MediaKind,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { uploadProgress } from '../../../lib/upload-fetch';

export type MediaItem = AdminMediaItem_ItemFragment;

export interface UploadRow {
  key: string;
  name: string;
  /** 0…1 while bytes go out; 1 while the server stores it. */
  progress: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

export const MEDIA_PAGE = 24;

export function useMediaLibrary({ search, kind }: { search: string; kind: MediaKind | null }) {
  const errors = useAdminErrors('admin/media:media');
  const [take, setTake] = useState(MEDIA_PAGE);
  const query = useQuery(AdminMediaItemsDocument, {
    variables: { search: search || null, kind, take, skip: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const [send] = useMutation(AdminUploadMediaDocument);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const patch = (key: string, change: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  /** Sends the files side by side; answers the items stored (the failed ones stay listed with their reason). */
  const uploadMany = async (files: File[]): Promise<MediaItem[]> => {
    const rows = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
      state: 'sending' as const,
    }));
    setUploads((list) => [...rows, ...list.filter((r) => r.state === 'sending')]);
    const stored = await Promise.all(
      files.map(async (file, i) => {
        const { key } = rows[i];
        try {
          const { data } = await send({
            variables: { file },
            context: { fetchOptions: uploadProgress((progress) => patch(key, { progress })) },
          });
          patch(key, { state: 'done', progress: 1 });
          return data!.uploadMedia;
        } catch (error) {
          patch(key, { state: 'failed', error: errors.describe(error, 'upload').text });
          return null;
        }
      }),
    );
    await query.refetch();
    return stored.filter((item): item is MediaItem => !!item);
  };

  const items = query.data?.mediaItems ?? query.previousData?.mediaItems ?? [];
  const total = query.data?.mediaItemCount ?? query.previousData?.mediaItemCount ?? 0;
  return {
    items,
    total,
    loading: query.loading && !query.data,
    error: query.error ? errors.describe(query.error, 'load').text : null,
    more: items.length < total ? () => setTake((n) => n + MEDIA_PAGE) : null,
    refetch: () => query.refetch(),
    uploads,
    uploadMany,
  };
}
