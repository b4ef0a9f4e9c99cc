// A list kept in this browser's localStorage, read as a React external store: empty on the server and while
// hydrating (so the server's HTML always matches), the stored list right after; other tabs' changes are heard too.
import { useSyncExternalStore } from 'react';

export interface StoredList<T> {
  /** The stored list (the same array while the stored text is unchanged, as useSyncExternalStore needs). */
  read(): T[];
  /** Stores `list` (at most `max` items) and tells the components reading it; a browser refusing storage keeps nothing. */
  write(list: T[]): void;
  /** The hook: the list in the browser after hydration, empty on the server and while hydrating. */
  useList(): T[];
}

/** The list under `key`: items failing `isItem` are left out (a damaged or older entry), at most `max` read. */
export function storedList<T>(key: string, isItem: (value: unknown) => value is T, max: number): StoredList<T> {
  const none: T[] = [];
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; list: T[] } = { raw: null, list: none };

  function read(): T[] {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      // Storage disabled: nothing remembered.
    }
    if (raw === cached.raw) return cached.list;
    let list = none;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) list = parsed.filter(isItem).slice(0, max);
    } catch {
      // A damaged entry reads as empty and is overwritten by the next change.
    }
    cached = { raw, list };
    return list;
  }

  function write(list: T[]): void {
    try {
      localStorage.setItem(key, JSON.stringify(list.slice(0, max)));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  const serverList = () => none;
  return { read, write, useList: () => useSyncExternalStore(subscribe, read, serverList) };
}
