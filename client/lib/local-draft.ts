// What an administrator types is kept in the browser while editing and offered back after a failed save or a
// reload (the spec's "saved to local storage in demo mode" done right: only the server publishes).
import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'admin_draft:';

export interface StoredDraft<T> {
  savedAt: string;
  value: T;
}

function read<T>(key: string): StoredDraft<T> | null {
  try {
    return JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as StoredDraft<T> | null;
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key` (e.g. `blog:new`, `product:12`) once `dirty` is true, half a second after each
 * change. `draft` is what an earlier visit left, to offer back; `clear` after a successful save.
 */
export function useLocalDraft<T>(key: string, value: T, dirty: boolean) {
  const [draft, setDraft] = useState<StoredDraft<T> | null>(() => (typeof window === 'undefined' ? null : read<T>(key)));
  const keyRef = useRef(key);
  useEffect(() => {
    if (keyRef.current !== key) {
      keyRef.current = key;
      setDraft(read<T>(key));
    }
  }, [key]);

  /** The write still waiting for its pause to end. */
  const pending = useRef<(() => void) | null>(null);
  // Declared before the pause's effect, so that on unmount it runs first: the form left before the pause was over (a
  // Back the browser could not be asked about) keeps what was typed last too.
  useEffect(() => () => pending.current?.(), []);

  useEffect(() => {
    if (!dirty) return;
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      pending.current = null;
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), value } satisfies StoredDraft<T>));
      } catch {
        // Storage full or disabled: the form still works, only without the safety net.
      }
    };
    pending.current = write;
    const timer = setTimeout(write, 500);
    // The page goes away (the tab closed or reloaded) before the pause is over: what was typed last is kept too.
    window.addEventListener('pagehide', write);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', write);
      if (pending.current === write) pending.current = null;
    };
  }, [key, value, dirty]);

  /** Forgets the stored draft (after a save, or when the administrator discards it). */
  const clear = useCallback(() => {
    pending.current = null;
    try {
      localStorage.removeItem(PREFIX + key);
    } catch {
      // nothing stored
    }
    setDraft(null);
  }, [key]);

  /** Hides the offer without deleting the draft (it was restored into the form). */
  const dismiss = useCallback(() => setDraft(null), []);

  return { draft, clear, dismiss };
}
