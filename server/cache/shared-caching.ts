// What shared caches (a CDN) are told of a public answer: how long to keep it, and the names it files it under
// (Surrogate-Key, Cache-Tag) and purges by: the same tags the response cache keeps an answer by
// (server/cache/read-tracking.ts), so a CDN forgets exactly what this process would.
import type { ServerResponse } from 'node:http';
import type { Reads } from './read-tracking.js';

/** How long shared caches keep a public answer: fresh for `maxAgeSeconds`, then served stale while asked again. */
export interface SharedCaching {
  maxAgeSeconds: number;
  staleSeconds: number;
}

/** Every shared answer carries it; a removal (or a change nothing describes) purges it: everything. */
export const SITE_KEY = 'site';

/**
 * Room for the keys in one header: Fastly and Cloudflare take 16 KB; beyond this the record keys give way to their
 * tables' (purged by every change of the table, so the answer is still purged when it should be, and more often).
 */
const MAX_KEYS_LENGTH = 8_000;

/** A tag as a key: `product#12` → `product-12`; `product`, `product:list`, `product.name` stay as they are. */
export const keyOf = (tag: string): string => tag.replace('#', '-');

/** The keys of an answer that read `reads` (null: it read what nothing describes, so only the site's key). */
export function surrogateKeys(reads: Reads): string[] {
  if (reads === null) return [SITE_KEY];
  let keys = [SITE_KEY, ...[...reads].sort().map(keyOf)];
  if (keys.join(' ').length > MAX_KEYS_LENGTH) keys = [...new Set(keys.map((key) => key.replace(/-[^-]+$/, '')))];
  return keys;
}

/** The keys a change purges: what it touched, or everything when it took content away or touched what nothing describes. */
export function purgedKeys(removal: boolean, touched: Reads): string[] {
  if (removal || touched === null) return [SITE_KEY];
  return [...touched].sort().map(keyOf);
}

/**
 * The headers a public answer is kept with: browsers ask again each time (max-age=0, answered 304 by its ETag),
 * shared caches keep it under its keys.
 */
export function sharedHeaders({ maxAgeSeconds, staleSeconds }: SharedCaching, reads: Reads): Record<string, string> {
  const keys = surrogateKeys(reads);
  return {
    'cache-control': `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}`,
    'surrogate-key': keys.join(' '),
    'cache-tag': keys.join(','),
  };
}

/**
 * Sending a public answer: without ?lang in its address the language cookie chose its language, so Vary says so;
 * in English by the cookie, at an address whose shared copy is Turkish, it is the visitor's own; a stale one (made
 * again after an edit) is never kept past the purge that followed the edit. Answers the Vary names to add.
 */
export function shareOrNot(res: ServerResponse, search: string, language: string, stale: boolean): string[] {
  const byCookie = !/[?&]lang=(tr|en)(&|$)/.test(search);
  if (byCookie && language !== 'tr') unshare(res, 'private, no-cache');
  else if (stale) unshare(res, 'no-cache');
  return byCookie ? ['Cookie'] : [];
}

function unshare(res: ServerResponse, cacheControl: string): void {
  res.setHeader('cache-control', cacheControl);
  res.removeHeader('surrogate-key');
  res.removeHeader('cache-tag');
}
