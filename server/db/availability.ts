// Telling "the database cannot be reached right now" from every other failure: the first is answered with 503
// (or a cached copy, or the contact spool), the second is a bug to log.
import type { MikroORM } from '@mikro-orm/core';

/** Socket errors, and PostgreSQL's classes 08 (connection), 53 (resources) and 57 (operator intervention, timeouts). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const SQLSTATE_CLASSES = ['08', '53', '57'];
/** What the pg driver and knex throw without a code when a connection dies or none can be had. */
const MESSAGES = /Connection terminated|connection timeout|Timeout acquiring a connection|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|Client was closed|not queryable|socket has been ended|Transaction query already complete/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_CLASSES.includes(code.slice(0, 2))))) return true;
    if (e.name === 'KnexTimeoutError' || (typeof e.message === 'string' && MESSAGES.test(e.message))) return true;
    e = (e.originalError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}

/** Answers `SELECT 1` within `timeoutMs`; concurrent checks share one query, and an answer is reused for `reuseMs`. */
export class DatabaseHealth {
  private last: { at: number; up: boolean } | undefined;
  private running: Promise<boolean> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly timeoutMs = 2000,
    private readonly reuseMs = 1000,
  ) {}

  check(): Promise<boolean> {
    if (this.last && Date.now() - this.last.at < this.reuseMs) return Promise.resolve(this.last.up);
    this.running ??= this.ping().then((up) => {
      this.last = { at: Date.now(), up };
      this.running = undefined;
      return up;
    });
    return this.running;
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), this.timeoutMs)));
    try {
      const query = this.orm.em.getConnection().execute('select 1').then(() => true, () => false);
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
