// Several processes on one PostgreSQL server: a process that commits a change of public content says so
// with NOTIFY; every process LISTENs, moves its ContentVersion and acknowledges. The saving process answers its
// client once every other listening process has acknowledged (or a second has passed), so a removal shows on any
// process's very next request, and an edit within seconds (server/cache/content-version.ts), instead of at the caches'
// 30-second expiry. Each notice says which of the two it was, and for an edit what it touched
// (server/cache/read-tracking.ts), so that other processes outdate only the answers that showed it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ContentVersion } from './content-version.js';
import type { Reads } from './read-tracking.js';

const CHANNEL = 'content_changed';
const APPLICATION_NAME = 'site-content-notifications';
/** How long a save waits for the other processes' acknowledgements at most. */
const ACK_WAIT_MS = 1000;
const RECONNECT_MS = 1000;
/** NOTIFY payloads must stay under 8,000 bytes: an edit that touched more is announced as touching everything. */
const MAX_TOUCHED_LENGTH = 7000;

export class ContentNotifications {
  private readonly id = randomUUID();
  private client: pg.Client | null = null;
  private sent = 0;
  /** Per notice sent: what to call on each acknowledgement. */
  private readonly waiting = new Map<number, () => void>();
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly contentVersion: ContentVersion,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.contentVersion.broadcastTo((removal, touched) => this.notify(removal, touched));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: APPLICATION_NAME });
    client.on('notification', (message) => this.received(message.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  /** Until it is back, caches fall back to their expiry; once back, whatever was missed counts as a removal (it may have been one). */
  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.log.warn({ err: err?.message }, 'content notifications lost; reconnecting');
    const retry = () => {
      if (this.stopped) return;
      this.connect().then(
        () => this.contentVersion.changedElsewhere(),
        () => setTimeout(retry, RECONNECT_MS).unref(),
      );
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  /**
   * `changed:<sender>:<seq>:<edit|removal>[:<tags touched, space-separated>]`; a notice without its kind (an older
   * sender) counts as a removal, an edit without its tags as touching everything.
   */
  private received(payload: string): void {
    const [kind, sender, seq, change] = payload.split(':', 4);
    if (kind === 'changed' && sender !== this.id) {
      const prefix = `${kind}:${sender}:${seq}:${change}:`;
      const touched = payload.startsWith(prefix) ? new Set(payload.slice(prefix.length).split(' ').filter(Boolean)) : null;
      this.contentVersion.changedElsewhere(change !== 'edit', touched?.size ? touched : null);
      // Acknowledged once this process's caches have moved on.
      this.client?.query('select pg_notify($1, $2)', [CHANNEL, `ack:${sender}:${seq}`]).catch(() => undefined);
    } else if (kind === 'ack' && sender === this.id) {
      this.waiting.get(Number(seq))?.();
    }
  }

  /** Announces a committed change and waits (at most ACK_WAIT_MS) for the others; never fails a save that has committed. */
  private async notify(removal: boolean, touched: Reads): Promise<void> {
    const client = this.client;
    if (!client) return;
    const seq = ++this.sent;
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [APPLICATION_NAME],
      );
      let others = Math.max(0, rows[0].n - 1);
      const acknowledged = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ACK_WAIT_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        if (others === 0) done();
        this.waiting.set(seq, () => {
          if (--others <= 0) done();
        });
      });
      const tags = !removal && touched ? [...touched].join(' ') : '';
      const what = tags && tags.length <= MAX_TOUCHED_LENGTH ? `:${tags}` : '';
      await client.query('select pg_notify($1, $2)', [CHANNEL, `changed:${this.id}:${seq}:${removal ? 'removal' : 'edit'}${what}`]);
      await acknowledged;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'content change not announced to other processes');
    } finally {
      this.waiting.delete(seq);
    }
  }
}
