// Telling "the database cannot be reached right now" from every other failure: the first is answered with 503
// (or a cached copy, or the contact spool), the second is a bug to log.
import type { Socket } from 'node:net';
import pg from 'pg';

/**
 * Socket errors; PostgreSQL's classes 08 (connection), 53 (resources, 53300 too many connections) and 57 (operator
 * intervention: 57P01 administrator shutdown, 57P02 crash, 57P03 starting up or shutting down, timeouts); and
 * 55000, with which a database closed to connections (ALLOW_CONNECTIONS false, as during a failover or a restore)
 * refuses a new one.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SQLSTATE_CLASSES = ['08', '53', '57'];
const SQLSTATES = new Set(['55000']);
const UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
/** What the pg driver and knex throw without a code when a connection dies or none can be had. */
const MESSAGES = /Connection terminated|Query read timeout|^timeout expired$|connection timeout|Timeout acquiring a connection|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|Client was closed|not queryable|socket has been ended|Transaction query already complete/i;

/** Thrown without asking the database while it is known not to answer (server/db/database-gate.ts). */
export class DatabaseUnavailableError extends Error {
  /** Kept where the ORM wraps it in an exception of its own (which takes its properties, not its name). */
  readonly code = UNAVAILABLE_CODE;

  constructor() {
    super('The database is not answering');
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (code === UNAVAILABLE_CODE || NETWORK_CODES.has(code) || SQLSTATES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_CLASSES.includes(code.slice(0, 2))))) return true;
    if (e.name === 'KnexTimeoutError' || (typeof e.message === 'string' && MESSAGES.test(e.message))) return true;
    e = (e.originalError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}

/** Closes a pg connection's socket at once: its pending query fails, and the pool drops it. */
export function cutConnection(client: unknown): void {
  (client as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
}

/**
 * Answers `SELECT 1` within `timeoutMs` on a connection of its own, never the pool's (whose queue a busy site may
 * fill): concurrent checks share one query, and an answer is reused for `reuseMs`. Whoever `watch`es hears each answer.
 */
export class DatabaseHealth {
  private last: { at: number; up: boolean } | undefined;
  private running: Promise<boolean> | undefined;
  private client: pg.Client | undefined;
  private readonly watchers: Array<(up: boolean) => void> = [];

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 2000,
    private readonly reuseMs = 1000,
  ) {}

  watch(watcher: (up: boolean) => void): void {
    this.watchers.push(watcher);
  }

  /** `maxAgeMs`: how old a remembered answer may be (0: ask now, or join the question already asked). */
  check(maxAgeMs = this.reuseMs): Promise<boolean> {
    if (this.last && Date.now() - this.last.at < maxAgeMs) return Promise.resolve(this.last.up);
    this.running ??= this.ping().then((up) => {
      this.last = { at: Date.now(), up };
      this.running = undefined;
      for (const watcher of this.watchers) watcher(up);
      return up;
    });
    return this.running;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.timeoutMs)));
    try {
      const up = await Promise.race([this.selectOne().then(() => true, () => false), timeout]);
      // A connection that did not answer may never answer again: the next check opens a new one.
      if (!up) this.drop();
      return up;
    } finally {
      clearTimeout(timer);
    }
  }

  private async selectOne(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.url, application_name: 'site-health-check', connectionTimeoutMillis: this.timeoutMs });
      const lost = () => {
        if (this.client === client) this.client = undefined;
      };
      client.on('error', lost);
      client.on('end', lost);
      this.client = client;
      await client.connect();
    }
    await this.client.query('select 1');
  }

  private drop(): void {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    cutConnection(client);
    client.end().catch(() => undefined);
  }
}
