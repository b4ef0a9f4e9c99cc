// Every redirect in memory, answered before anything else of a request (server/app.ts): before the response cache,
// Express and rendering. Loaded at start; loaded again when a transaction that changed redirects commits here
// (this subscriber sees the flush), and when another process says it changed content (server/cache's notifications
// between processes), so a redirect made on one process is answered by every other within moments.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventSubscriber, FlushEventArgs, MikroORM, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Redirect } from './redirect.entity.js';
import { locationOf, lookupKey } from './redirect-paths.js';

interface Target {
  location: string;
  status: 301 | 302;
}

export class RedirectTable implements EventSubscriber {
  private byPath = new Map<string, Target>();
  /** EntityManagers whose open transaction changed redirects: their commit loads the table again. */
  private readonly pending = new WeakSet<object>();
  private loading: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** How the site answers a GET of a path, redirects aside (set by server/app.ts once the app exists). */
  private pageStatus: ((path: string) => Promise<number>) | null = null;

  constructor(private readonly orm: MikroORM<PostgreSqlDriver>, private readonly log: Logger) {}

  get size(): number {
    return this.byPath.size;
  }

  /** Loads the table now, and again whenever redirects change here or elsewhere. */
  async start(whenChangedElsewhere: (listener: () => void) => void): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    whenChangedElsewhere(() => void this.reload());
    await this.reload();
  }

  /** Where `isSitePage` asks: the app behind this table, so that a redirect being made is not in the way. */
  askPagesThrough(pageStatus: (path: string) => Promise<number>): void {
    this.pageStatus = pageStatus;
  }

  /**
   * Whether the site answers `path` with a page of its own (a static page, an alias, a solution, a record) or with one
   * of its own permanent redirects (`/urunler`); an unknown address answers 404 or the temporary redirect to the
   * not-found page. A redirect from a page's address would hide that page.
   */
  async isSitePage(path: string): Promise<boolean> {
    if (!this.pageStatus) return false;
    const status = await this.pageStatus(encodeURI(path));
    return status < 300 || status === 301 || status === 308;
  }

  /**
   * Answers a GET or HEAD of a redirected path with its redirect (the request's query kept); false for any other
   * request. Not cached by browsers for long: a record may take the address back.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.byPath.size || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const url = req.url ?? '';
    if (!url.startsWith('/')) return false;
    const queryAt = url.indexOf('?');
    const target = this.byPath.get(lookupKey(queryAt < 0 ? url : url.slice(0, queryAt)));
    if (!target) return false;
    const search = queryAt < 0 ? '' : url.slice(queryAt + 1);
    res.writeHead(target.status, { location: locationOf(target.location, search), 'cache-control': 'no-cache', 'content-length': '0' });
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
    try {
      const rows = await this.orm.em.fork().find(Redirect, {}, { fields: ['fromPath', 'toPath', 'permanent'] });
      this.byPath = new Map(rows.map((r) => [r.fromPath, { location: r.toPath, status: r.permanent ? 301 : 302 }]));
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'redirects not reloaded; the previous ones are answered');
    }
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
