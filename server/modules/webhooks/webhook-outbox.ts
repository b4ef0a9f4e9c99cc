// The webhook outbox: the calls recorded with each change (webhook-events.subscriber.ts) are made from here after the
// commit, retried with a growing wait for a day, each made once however many processes share the database.
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Outbox, retryDelay } from '../../db/outbox.js';
import { callWebhook, signedHeaders } from './webhook-call.js';
import { RESPONSE_PREVIEW_BYTES, WebhookDelivery } from './webhook-delivery.entity.js';
import { checkTarget } from './webhook-target.js';
import { Webhook } from './webhook.entity.js';

/** The first retry comes this soon; each later one waits twice as long, at most MAX_RETRY_MS. */
export const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
/** A call not delivered within a day of its event is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** One call, connecting included. */
export const CALL_TIMEOUT_MS = 10_000;
/** Webhooks called side by side by one process (one call of each at a time). */
export const WEBHOOKS_AT_ONCE = 32;
/** The log keeps calls delivered or given up for this long; the old ones are removed about once an hour. */
const KEEP_LOG_MS = 30 * 24 * 60 * 60_000;
const TIDY_EVERY_MS = 60 * 60_000;

type Outcome =
  | { delivered: true; status: number; preview: string | null }
  | { delivered: false; status: number | null; preview: string | null; error: string; final: boolean };

export class WebhookOutbox extends Outbox<WebhookDelivery, Outcome> {
  constructor(
    orm: MikroORM,
    private readonly allowedHosts: readonly string[],
    log: Logger,
  ) {
    super(orm, log, {
      name: 'webhook outbox',
      entity: WebhookDelivery,
      pending: { status: 'pending' },
      dueField: 'nextAttemptAt',
      // Well over a call's CALL_TIMEOUT_MS and the name's resolution.
      leaseMs: 2 * 60_000,
      // Each webhook is called apart from the others: one whose target is slow or hangs holds up its own calls only
      // (each cut at CALL_TIMEOUT_MS), and a webhook's calls arrive one at a time, oldest first.
      concurrency: WEBHOOKS_AT_ONCE,
      lane: { property: 'webhook', of: (delivery) => delivery.webhook.id },
      // Calls are made by the process that recorded them, woken by its commit (others by its change notice); the idle
      // look only finds those of a process that stopped first, and a look each minute would run statements for
      // nothing on every process all day.
      idleMs: 15 * 60_000,
    });
  }

  private tidiedAt = 0;

  protected async tidy(em: EntityManager): Promise<void> {
    if (Date.now() - this.tidiedAt < TIDY_EVERY_MS) return;
    this.tidiedAt = Date.now();
    await em.nativeDelete(WebhookDelivery, { status: { $ne: 'pending' }, createdAt: { $lt: new Date(Date.now() - KEEP_LOG_MS) } });
  }

  protected countAttempt(delivery: WebhookDelivery): void {
    delivery.attempts += 1;
  }

  protected async deliver(delivery: WebhookDelivery, em: EntityManager): Promise<Outcome> {
    const webhook = await em.findOne(Webhook, { id: delivery.webhook.id });
    // Deleted meanwhile: its rows went with it, so there is nothing left to record.
    if (!webhook) return { delivered: false, status: null, preview: null, error: 'WEBHOOK_DELETED', final: true };
    // Checked again at each call: the name may resolve elsewhere now, or the allowed hosts may have changed.
    const target = await checkTarget(webhook.url, this.allowedHosts);
    if ('problem' in target) {
      const error = target.detail ? `${target.problem} ${target.detail}` : target.problem;
      // A host that does not resolve may come back; an address refused stays refused until the webhook is edited.
      return { delivered: false, status: null, preview: null, error, final: target.problem !== 'UNKNOWN_HOST' };
    }
    const result = await callWebhook({
      ...target,
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'enerji-teknoloji-webhooks/1',
        'x-webhook-event': delivery.event,
        // Signed now, at this attempt: a retry carries the same id with its own time.
        ...signedHeaders(webhook.secret, delivery.deliveryId, delivery.body),
      },
      timeoutMs: CALL_TIMEOUT_MS,
      previewBytes: RESPONSE_PREVIEW_BYTES,
    });
    const { status, preview } = result;
    if (status !== null && status >= 200 && status < 300) return { delivered: true, status, preview };
    // A redirect is never followed (it could lead anywhere, an internal address too) and asking again gets the same
    // answer: the webhook's address has to be corrected.
    if (status !== null && status >= 300 && status < 400)
      return { delivered: false, status, preview, error: 'REDIRECT_NOT_FOLLOWED', final: true };
    return { delivered: false, status, preview, error: result.error ?? `HTTP_${status}`, final: false };
  }

  protected record(delivery: WebhookDelivery, outcome: Outcome): void {
    const now = Date.now();
    Object.assign(delivery, { lastAttemptAt: new Date(now), responseStatus: outcome.status, responsePreview: outcome.preview });
    const log = { webhookDeliveryId: delivery.id, event: delivery.event, attempts: delivery.attempts, status: outcome.status };
    if (outcome.delivered) {
      Object.assign(delivery, { status: 'delivered', deliveredAt: new Date(now), nextAttemptAt: null, error: null });
      this.log.info(log, 'webhook delivered');
      return;
    }
    const wait = retryDelay(FIRST_RETRY_MS, delivery.attempts, MAX_RETRY_MS);
    const last = outcome.final || now + wait > eventTime(delivery) + GIVE_UP_AFTER_MS;
    Object.assign(delivery, {
      status: last ? 'failed' : 'pending',
      error: outcome.error.slice(0, 500),
      nextAttemptAt: last ? null : new Date(now + wait),
    });
    this.log.warn(
      { ...log, error: outcome.error, retryInMs: last ? undefined : wait },
      last ? 'webhook call given up' : 'webhook call failed; will retry',
    );
  }
}

/** When the event happened (a scheduled publication's time, not when it was recorded): the day of retries counts from it. */
function eventTime(delivery: WebhookDelivery): number {
  const at = Date.parse((JSON.parse(delivery.body) as { at?: string }).at ?? '');
  return Number.isNaN(at) ? delivery.createdAt.getTime() : at;
}
