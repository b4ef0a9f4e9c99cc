// What an admin form shows while it sends files: the bytes going out (a percentage), then, once the server has them
// all, the server's own work (image copies, storage) as a state of its own, since no percentage measures it.
import { useCallback, useState } from 'react';
import { uploadProgress, type ProgressInit } from '../../lib/upload-fetch';

export type UploadStatusState = { phase: 'sending'; name: string; fraction: number } | { phase: 'processing'; name: string } | null;

export function useUploadStatus() {
  const [status, setStatus] = useState<UploadStatusState>(null);

  /** The fetch options of one upload request (`context: { fetchOptions: track(name) }`); `name` says what goes out. */
  const track = useCallback((name: string): ProgressInit => {
    setStatus({ phase: 'sending', name, fraction: 0 });
    // All bytes sent is not done: the answer comes after the server's work, which is shown as such.
    return uploadProgress((fraction) => setStatus(fraction >= 1 ? { phase: 'processing', name } : { phase: 'sending', name, fraction }));
  }, []);

  /** The request has been answered (or failed): nothing is under way any more. */
  const finish = useCallback(() => setStatus(null), []);

  return { status, track, finish };
}
