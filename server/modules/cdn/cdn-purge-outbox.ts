// The CDN's purges: each committed change's keys are POSTed to CDN_PURGE_URL after the commit, retried with a
// growing wait for a day, each purge made once however many processes share the database.
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Outbox, retryDelay } from '../../db/outbox.js';
import type { CdnSettings, PurgeFormat } from './cdn.config.js';
import { CdnPurge } from './cdn-purge.entity.js';

export const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const CALL_TIMEOUT_MS = 10_000;
/** Purges done or given up are removed after this long, looked at about once an hour. */
const KEEP_MS = 7 * 24 * 60 * 60_000;
const TIDY_EVERY_MS = 60 * 60_000;

/** Keys per call, as each provider takes them (Cloudflare: 30 tags a call; Fastly: 256 keys). */
const KEYS_PER_CALL: Record<PurgeFormat, number> = { keys: 256, cloudflare: 30, fastly: 256 };

/** The request one call makes in the provider's form. */
export function purgeRequest(settings: CdnSettings, keys: string[]): { headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'enerji-teknoloji-cdn/1' };
  const token = settings.purgeToken;
  if (token && settings.purgeFormat === 'fastly') headers['fastly-key'] = token;
  else if (token) headers.authorization = `Bearer ${token}`;
  const body =
    settings.purgeFormat === 'cloudflare' ? { tags: keys } : settings.purgeFormat === 'fastly' ? { surrogate_keys: keys } : { keys };
  return { headers, body: JSON.stringify(body) };
}

type Outcome = { done: true } | { done: false; error: string };

export class CdnPurgeOutbox extends Outbox<CdnPurge, Outcome> {
  private tidiedAt = 0;

  constructor(
    orm: MikroORM,
    private readonly settings: CdnSettings & { purgeUrl: string },
    log: Logger,
  ) {
    super(orm, log, {
      name: 'cdn purge outbox',
      entity: CdnPurge,
      pending: { status: 'pending' },
      dueField: 'nextAttemptAt',
      leaseMs: 2 * 60_000,
      concurrency: 4,
      // Purges are recorded and woken by the process whose change they follow; the idle look finds those of one that stopped.
      idleMs: 15 * 60_000,
    });
  }

  /** Records the keys a committed change touched and wakes the outbox; a database away now loses only this purge. */
  async purge(keys: string[]): Promise<void> {
    const em = this.orm.em.fork();
    try {
      await em.persist(em.create(CdnPurge, { keys })).flush();
      this.wake();
    } catch (error) {
      this.log.warn({ err: error, keys }, 'cdn purge not recorded: the CDN keeps those pages until their s-maxage ends');
    }
  }

  protected countAttempt(row: CdnPurge): void {
    row.attempts += 1;
  }

  protected async deliver(row: CdnPurge): Promise<Outcome> {
    const size = KEYS_PER_CALL[this.settings.purgeFormat];
    for (let at = 0; at < row.keys.length; at += size) {
      const { headers, body } = purgeRequest(this.settings, row.keys.slice(at, at + size));
      try {
        const answer = await fetch(this.settings.purgeUrl, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        await answer.body?.cancel();
        if (answer.status < 200 || answer.status >= 300) return { done: false, error: `HTTP_${answer.status}` };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        return { done: false, error: cause ?? (error as Error).name ?? 'FAILED' };
      }
    }
    return { done: true };
  }

  protected record(row: CdnPurge, outcome: Outcome): void {
    if (outcome.done) {
      Object.assign(row, { status: 'done', nextAttemptAt: null, error: null });
      return;
    }
    const wait = retryDelay(FIRST_RETRY_MS, row.attempts, MAX_RETRY_MS);
    const last = Date.now() + wait > row.createdAt.getTime() + GIVE_UP_AFTER_MS;
    Object.assign(row, {
      status: last ? 'failed' : 'pending',
      error: outcome.error.slice(0, 500),
      nextAttemptAt: last ? null : new Date(Date.now() + wait),
    });
    this.log.warn(
      { cdnPurgeId: row.id, attempts: row.attempts, error: outcome.error, retryInMs: last ? undefined : wait },
      last ? 'cdn purge given up' : 'cdn purge failed; will retry',
    );
  }

  protected async tidy(em: EntityManager): Promise<void> {
    if (Date.now() - this.tidiedAt < TIDY_EVERY_MS) return;
    this.tidiedAt = Date.now();
    await em.nativeDelete(CdnPurge, { status: { $ne: 'pending' }, createdAt: { $lt: new Date(Date.now() - KEEP_MS) } });
  }
}
