// Keeps requests from waiting on a database that stopped answering (a stuck host, a partition, a failover). A query
// still unanswered after a couple of seconds, or a connection that fails, makes the gate ask the database on the
// health check's own connection; when that goes unanswered too (or /healthz found it so), the database counts as
// away: queries waiting on it are cut off, and every request fails at once as "database unavailable" (a 503, a kept
// page, the contact spool) instead of each one waiting out its own timeouts, until the health check is answered
// again. A database that is slow but there is left alone.
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../common/errors.js';
import { cutConnection, type DatabaseHealth } from './availability.js';

/** A query unanswered this long makes the gate ask whether the database is there at all. */
const SUSPECT_AFTER_MS = 2_000;
/** A remembered health answer younger than this settles that question. */
const SUSPICION_ANSWER_AGE_MS = 250;
/** How often the database is asked while it is away. */
const RETRY_MS = 1_000;

/** The parts of knex's client the gate stands in front of (knex 3: every query of the ORM passes through them). */
interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  _query(connection: unknown, query: unknown): Promise<unknown>;
}

export class DatabaseGate {
  private away = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Connections with a query in flight, and how many. */
  private readonly waiting = new Map<unknown, number>();
  /** Requests waiting for a connection: each is refused at once when the database goes away. */
  private readonly acquiring = new Set<() => void>();

  constructor(
    private readonly health: DatabaseHealth,
    private readonly log: Logger,
    /** Longest a query may go unanswered on a database that is there (its statement_timeout, plus the way back). */
    private readonly abandonAfterMs: number,
  ) {
    health.watch((up) => (up ? this.reopen() : this.close()));
  }

  /** Whether requests are let through to the database. */
  get open(): boolean {
    return !this.away;
  }

  install(orm: MikroORM<PostgreSqlDriver>): void {
    const client = orm.em.getKnex().client as unknown as KnexClient;
    const acquire = client.acquireConnection.bind(client);
    const query = client._query.bind(client);
    client.acquireConnection = () => {
      if (this.away) return Promise.reject(new DatabaseUnavailableError());
      return new Promise((resolve, reject) => {
        let settled = false;
        const refuse = () => {
          settled = true;
          reject(new DatabaseUnavailableError());
        };
        this.acquiring.add(refuse);
        acquire().then(
          (connection) => {
            this.acquiring.delete(refuse);
            // Refused meanwhile: nobody will use it, so it goes straight back.
            if (settled) return void client.releaseConnection(connection);
            settled = true;
            resolve(connection);
          },
          (error: unknown) => {
            this.acquiring.delete(refuse);
            this.failed(error);
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the pool's own failure, passed on as it came
            if (!settled) reject(error);
          },
        );
      });
    };
    client._query = (connection, sql) => {
      this.waiting.set(connection, (this.waiting.get(connection) ?? 0) + 1);
      const suspect = setTimeout(() => this.suspect(), SUSPECT_AFTER_MS);
      // Whatever the health check says: an answer this late will not come (the server gave up on it long ago).
      const abandon = setTimeout(() => cutConnection(connection), this.abandonAfterMs);
      return query(connection, sql)
        .catch((error: unknown) => {
          this.failed(error);
          throw error;
        })
        .finally(() => {
          clearTimeout(suspect);
          clearTimeout(abandon);
          const left = this.waiting.get(connection)! - 1;
          if (left) this.waiting.set(connection, left);
          else this.waiting.delete(connection);
        });
    };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private failed(error: unknown): void {
    if (isDatabaseUnavailable(error)) this.suspect();
  }

  private suspect(): void {
    if (!this.away && !this.stopped) void this.health.check(SUSPICION_ANSWER_AGE_MS);
  }

  private close(): void {
    this.cutWaiting();
    if (this.away || this.stopped) return;
    this.away = true;
    this.log.warn('database not answering: requests are answered as unavailable until it does');
    for (const refuse of this.acquiring) refuse();
    this.acquiring.clear();
    const ask = () => {
      if (this.stopped || !this.away) return;
      void this.health.check(0).then((up) => {
        if (!up) this.retry = setTimeout(ask, RETRY_MS).unref();
      });
    };
    this.retry = setTimeout(ask, RETRY_MS).unref();
  }

  private reopen(): void {
    if (!this.away) return;
    this.away = false;
    clearTimeout(this.retry);
    this.log.info('database answering again');
  }

  /** Queries sent before the database went away get no answer: their connections are closed, failing them. */
  private cutWaiting(): void {
    for (const connection of this.waiting.keys()) cutConnection(connection);
  }
}
