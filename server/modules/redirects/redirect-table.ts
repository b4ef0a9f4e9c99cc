// Every redirect in memory, answered before anything else of a request (server/app.ts): before the response cache,
// Express and rendering. Loaded at start; loaded again when a transaction that changed redirects commits here
// (this subscriber sees the flush), and when another process says it changed content (server/cache's notifications
// between processes), so a redirect made on one process is answered by every other within moments.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventSubscriber, FlushEventArgs, MikroORM, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Redirect } from './redirect.entity.js';
import { hostOf, locationOf, servableTarget, sourceHasQuery, sourceKeys } from './redirect-paths.js';

interface Target {
  location: string;
  status: 301 | 302;
  /** Found by a source with a query (an old site's `/urun.asp?id=12`): that query named the old page, it is not passed on. */
  ownQuery: boolean;
}

/** What the site itself says about its addresses: given by server/app.ts once the app and the client's routes exist. */
export interface SiteRoutes {
  /** How the site answers a HEAD (as a GET, without the body) of a path, redirects aside. */
  pageStatus(path: string): Promise<number>;
  /** Where the site's own permanent redirect sends a path (`/urunler/x` → `/products/x`), or null. */
  ownRedirectOf(pathname: string): string | null;
  /** The older paths the site answers with a permanent redirect to `pathname` (`/products/x` ← `/urunler/x`). */
  ownRedirectsTo(pathname: string): string[];
  /** The not-found page's paths, where every unknown address is sent. */
  notFoundPaths(): string[];
}

/** What the admin's redirect rules ask of the site (server/modules/redirects/redirect.service.ts). */
export interface RedirectSite {
  /** Whether the site answers `path` with a page of its own, or with one of its own permanent redirects. */
  isSitePage(path: string): Promise<boolean>;
  /** Whether `path` is the not-found page. */
  isNotFoundPage(path: string): boolean;
  /** A target past the site's own permanent redirect, query and fragment kept (`/urunler/x?y` → `/products/x?y`). */
  pastOwnRedirect(target: string): string;
  /** Hosts (host:port) whose full addresses are this site's: PUBLIC_URL's. */
  readonly hosts: readonly string[];
}

export class RedirectTable implements EventSubscriber, RedirectSite {
  private byPath = new Map<string, Target>();
  /** EntityManagers whose open transaction changed redirects: their commit loads the table again. */
  private readonly pending = new WeakSet<object>();
  private loading: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private site: SiteRoutes | null = null;
  private withQueries = false;
  readonly hosts: readonly string[];

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly log: Logger,
    publicUrl: string,
  ) {
    this.hosts = [hostOf(publicUrl)].filter((host): host is string => !!host);
  }

  get size(): number {
    return this.byPath.size;
  }

  /** Loads the table now, and again whenever redirects change here or elsewhere. */
  async start(whenChangedElsewhere: (listener: () => void) => void): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    whenChangedElsewhere(() => void this.reload());
    await this.reload();
  }

  /** The site behind this table (its app, asked so that a redirect being made is not in the way, and its routes). */
  async useSite(site: SiteRoutes): Promise<void> {
    this.site = site;
    await this.reload();
  }

  /**
   * Whether the site answers `path` with a page of its own (a static page, an alias, a solution, a record) or with one
   * of its own permanent redirects (`/urunler`); an unknown address answers 404 or the temporary redirect to the
   * not-found page. A redirect from a page's address would hide that page.
   */
  async isSitePage(path: string): Promise<boolean> {
    if (!this.site) return false;
    // A source's query is kept encoded already (redirect-paths.ts queryKey); only its path may hold other characters.
    const queryAt = path.indexOf('?');
    const asked = queryAt < 0 ? encodeURI(path) : encodeURI(path.slice(0, queryAt)) + path.slice(queryAt);
    const status = await this.site.pageStatus(asked);
    return status < 300 || status === 301 || status === 308;
  }

  isNotFoundPage(path: string): boolean {
    // As the router matches paths: whatever their case.
    const pathname = sourceKeys(path).at(-1)!.toLowerCase();
    return !!this.site?.notFoundPaths().some((notFound) => sourceKeys(notFound)[0].toLowerCase() === pathname);
  }

  pastOwnRedirect(target: string): string {
    const rest = /[?#]/.exec(target);
    const pathname = rest ? target.slice(0, rest.index) : target;
    const own = this.site?.ownRedirectOf(pathname);
    return own ? own + (rest ? target.slice(rest.index) : '') : target;
  }

  /**
   * Answers a GET or HEAD of a redirected path with its redirect (the request's query kept, unless the source named
   * it); false for any other request. Not cached by browsers for long: a record may take the address back.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.byPath.size || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return false;
    const queryAt = url.indexOf('?');
    const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
    const keys = this.withQueries && search ? sourceKeys(url) : sourceKeys(queryAt < 0 ? url : url.slice(0, queryAt));
    const target = keys.map((key) => this.byPath.get(key)).find((found) => found !== undefined);
    if (!target) return false;
    const location = target.ownQuery ? target.location : locationOf(target.location, search);
    res.writeHead(target.status, { location, 'cache-control': 'no-cache', 'content-length': '0' });
    res.end();
    return true;
  }

  /**
   * Reads every redirect again; a call while a read runs is served by one more read after it (which sees what was
   * committed before the call). A failed read keeps the table as it was.
   */
  reload(): Promise<void> {
    if (!this.loading) {
      this.loading = this.load().finally(() => (this.loading = null));
      return this.loading;
    }
    this.queued ??= this.loading.then(() => {
      this.queued = null;
      return this.reload();
    });
    return this.queued;
  }

  private async load(): Promise<void> {
    let rows: Pick<Redirect, 'fromPath' | 'toPath' | 'permanent'>[];
    try {
      rows = await this.orm.em.fork().find(Redirect, {}, { fields: ['fromPath', 'toPath', 'permanent'] });
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'redirects not reloaded; the previous ones are answered');
      return;
    }
    const byPath = new Map<string, Target>();
    for (const row of rows) {
      // Every target is checked again as it is served: a row kept before a rule existed never leads off the site.
      const location = servableTarget(row.toPath);
      if (location === null) {
        this.log.warn({ fromPath: row.fromPath, toPath: row.toPath }, 'redirect not answered: its target would leave the site');
        continue;
      }
      byPath.set(row.fromPath, { location, status: row.permanent ? 301 : 302, ownQuery: sourceHasQuery(row.fromPath) });
    }
    // The site's own older addresses of a redirected path (`/urunler/old` of `/products/old`) lead straight to its
    // target too, rather than through the site's redirect to the redirected path: one hop.
    if (this.site) {
      for (const [from, target] of [...byPath]) {
        if (target.ownQuery) continue;
        for (const old of this.site.ownRedirectsTo(from)) if (!byPath.has(old)) byPath.set(old, target);
      }
    }
    this.byPath = byPath;
    this.withQueries = [...byPath.values()].some((target) => target.ownQuery);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    if (!uow.getChangeSets().some((cs) => cs.meta.class === Redirect)) return;
    if ((em as EntityManager).isInTransaction()) this.pending.add(em);
    else await this.reload();
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    if (this.pending.delete(em)) await this.reload();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.pending.delete(em);
  }
}
