// What a record's address change does to redirects, inside the record's own save transaction (product and blog
// services): the old address leads to the new one, redirects that led to the old one lead straight to the new one
// (no chain of hops), and a redirect from the address the record now has is dropped (a live page is never shadowed);
// a record deleted takes its automatic redirects with it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { Redirect } from './redirect.entity.js';
import { lookupKey } from './redirect-paths.js';

export { BLOG_PATH, PRODUCT_PATH } from './redirect-paths.js';

/** A record's address before and after a save: `oldSlug` is null for a new record. */
export interface SlugMove {
  oldSlug: string | null;
  newSlug: string;
}

/**
 * Called on every save of a record shown at `prefix + slug`: `oldSlug` is null for a new record. Must run inside the
 * save's transaction; flushes its changes there.
 */
export function followSlug(em: EntityManager, prefix: string, oldSlug: string | null, newSlug: string): Promise<void> {
  return followSlugs(em, prefix, [{ oldSlug, newSlug }]);
}

/** followSlug for the records of one save of many (a spreadsheet import): one statement for all the new addresses. */
export async function followSlugs(em: EntityManager, prefix: string, moves: readonly SlugMove[]): Promise<void> {
  // An address the record already had: no redirect can have been made from it since (a hand-made one from a
  // record's address is refused), so a save that keeps the slug costs nothing here.
  const moved = moves.filter((m) => m.oldSlug !== m.newSlug);
  if (!moved.length) return;
  // The records take their addresses back from any redirect (automatic or by hand).
  const shadowing = await em.find(Redirect, { fromPath: { $in: moved.map((m) => lookupKey(prefix + m.newSlug)) } });
  for (const redirect of shadowing) em.remove(redirect);
  for (const { oldSlug, newSlug } of moved) {
    if (oldSlug === null) continue;
    const to = lookupKey(prefix + newSlug);
    const from = lookupKey(prefix + oldSlug);
    // Older addresses of this record (and hand-made ones that led to it) now lead to its current address directly;
    // a target's query (`?lang=en`) is kept. Slugs hold only [a-z0-9-], so `from` has no LIKE wildcard.
    const leading = await em.find(Redirect, leadingTo(from));
    for (const redirect of leading) if (!shadowing.includes(redirect)) redirect.toPath = to + redirect.toPath.slice(from.length);
    const existing = await em.findOne(Redirect, { fromPath: from });
    if (existing) em.assign(existing, { toPath: to, permanent: true, automatic: true });
    else em.persist(em.create(Redirect, { fromPath: from, toPath: to, permanent: true, automatic: true }));
  }
  await em.flush();
}

/** Redirects that lead to `path` (a record's address), with or without a query or fragment after it. */
const leadingTo = (path: string) => ({ $or: [{ toPath: path }, { toPath: { $like: `${path}?%` } }, { toPath: { $like: `${path}#%` } }] });

/**
 * A record shown at `prefix + slug` is being deleted: the redirects its renames left behind go with it, so its old
 * addresses answer as its own does (404) instead of a 301 to a page that is gone. Redirects added by hand stay: they are
 * the administrator's, listed with their target. Inside the delete's transaction; written by its flush.
 */
export async function forgetSlug(em: EntityManager, prefix: string, slug: string): Promise<void> {
  for (const redirect of await em.find(Redirect, { automatic: true, ...leadingTo(lookupKey(prefix + slug)) })) em.remove(redirect);
}
