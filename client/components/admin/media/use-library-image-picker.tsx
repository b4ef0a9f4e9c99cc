// The editors' image button: the media library's picker, answering the chosen image with its alternative text in the
// editor's language (empty when the library has none).
import { useCallback, useState, type ReactNode } from 'react';
import type { PickedImage } from '../RichTextEditor';
import { MediaPickerDialog } from './MediaPickerDialog';

export function useLibraryImagePicker(): { pick(lang?: string): Promise<PickedImage | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<{ lang?: string; resolve(image: PickedImage | null): void } | null>(null);
  const pick = useCallback((lang?: string) => new Promise<PickedImage | null>((resolve) => setPending({ lang, resolve })), []);
  const dialog = pending ? (
    <MediaPickerDialog
      open
      onClose={() => {
        pending.resolve(null);
        setPending(null);
      }}
      onPick={(item) => {
        pending.resolve(item.url ? { src: item.url, alt: (pending.lang === 'en' ? item.altEn : item.altTr) || '' } : null);
        setPending(null);
      }}
    />
  ) : null;
  return { pick, dialog };
}
