// "English may be out of date" in an admin form, the same rule the server applies on save
// (server/common/translation.ts): the server's mark, or a Turkish text changed here, while the English is as it
// was loaded and not confirmed. Confirmed names go out as `confirmedEnglish`.
import { useCallback, useState } from 'react';

/** A translated text of a form as [Turkish field, English field]. */
export type TextPair<T> = readonly [tr: keyof T & string, en: keyof T & string];

/** `initial` is the record as loaded (null for a new one: nothing is out of date then). */
export function useEnglishReview<T extends object>(
  pairs: readonly TextPair<T>[],
  initial: T | null,
  values: T | null,
  serverOutdated: readonly string[],
) {
  const [confirmed, setConfirmed] = useState<readonly string[]>([]);
  const outdated = (en: keyof T & string): boolean => {
    const pair = pairs.find(([, e]) => e === en);
    if (!pair || !initial || !values || confirmed.includes(en) || values[en] !== initial[en]) return false;
    return serverOutdated.includes(en) || values[pair[0]] !== initial[pair[0]];
  };
  const markConfirmed = useCallback((en: string) => setConfirmed((list) => (list.includes(en) ? list : [...list, en])), []);
  /** After a save (nothing confirmed any more) or when a draft brings its confirmations back. */
  const resetConfirmed = useCallback((list: readonly string[] = []) => setConfirmed(list), []);
  return { outdated, markConfirmed, resetConfirmed, confirmed: confirmed as string[] };
}

export function sameValues<T extends Record<string, string>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
