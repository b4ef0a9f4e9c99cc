// Whether the database answers, asked on a connection of its own (/healthz, and the gate in front of the pool); which
// errors mean "cannot be reached right now" is told by isDatabaseUnavailable (server/common/errors.ts).
import type { Socket } from 'node:net';
import pg from 'pg';

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
    /**
     * For the embedded engine, which runs one transaction at a time for every connection: whether one is under way.
     * A question unanswered then waits its turn behind it (a long import, say): the database is busy, not away.
     */
    private readonly busy: () => boolean = () => false,
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
    if (this.busy()) return true;
    let timer: NodeJS.Timeout | undefined;
    // The limit is checked once the answers already in are read (setImmediate runs after them): a process that was
    // busy past the limit, the answer meanwhile arrived, is not a database that did not answer.
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => setImmediate(() => resolve(null)), this.timeoutMs)));
    try {
      const answered = await Promise.race([
        this.selectOne().then(
          () => true,
          () => false,
        ),
        timeout,
      ]);
      if (answered === null) {
        // Asked just before a transaction began: the question stays in line, answered when it ends.
        if (this.busy()) return true;
        // A connection that did not answer may never answer again: the next check opens a new one.
        this.drop();
        return false;
      }
      if (!answered) this.drop();
      return answered;
    } finally {
      clearTimeout(timer);
    }
  }

  private async selectOne(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({
        connectionString: this.url,
        application_name: 'site-health-check',
        connectionTimeoutMillis: this.timeoutMs,
      });
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
