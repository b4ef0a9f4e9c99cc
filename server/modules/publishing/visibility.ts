// Who sees drafts and scheduled content: the one rule every read of products, posts, documents and applications goes through.
import type { EntityManager } from '@mikro-orm/postgresql';
import { actorOf } from '../../common/actor.js';
import { publishedNow, publishedSql } from '../../common/publication.js';

/**
 * A signed-in administrator reading through GraphQL (the admin's lists and edit pages, and its preview of the site's
 * pages) sees drafts and scheduled content; pages, REST reads and anonymous GraphQL never do. The admin is looked up
 * once per request (the query cache plugin has already asked for a request with a token); no token, no statement.
 * An integrator's token sees them with CATALOGUE_READ_DRAFTS. The one way past it without a token: a product file's download grant, which an administrator's GraphQL read of
 * `downloadUrl` carries (ProductFileResolver, AuthService.grantDownload), for that one file.
 */
export async function readsDrafts(em: EntityManager): Promise<boolean> {
  const actor = actorOf(em);
  if (actor.via !== 'graphql') return false;
  const reader = await actor.admin();
  // An integrator's token reads drafts with its scope for it alone.
  return reader !== null && (!reader.scopes || reader.scopes.includes('CATALOGUE_READ_DRAFTS'));
}

/** The MikroORM condition this request's reader may see: none for an administrator, else published by now. */
export async function visibleWhere(em: EntityManager): Promise<ReturnType<typeof publishedNow> | Record<string, never>> {
  return (await readsDrafts(em)) ? {} : publishedNow();
}

/** The same in SQL, for hand-written statements: ` and <alias>.published_at <= now()`, or nothing for an administrator. */
export async function visibleSql(em: EntityManager, alias: string): Promise<string> {
  return (await readsDrafts(em)) ? '' : ` and ${publishedSql(alias)}`;
}
