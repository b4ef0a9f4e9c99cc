import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { WEBHOOK_PING } from '../../shared/webhook-events.js';
import { wakeOutboxAfterCommit } from './webhook-events.subscriber.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { checkTarget } from './webhook-target.js';
import { Webhook } from './webhook.entity.js';
import { webhookSchema, type WebhookInput } from './webhook.inputs.js';
import { permit } from '../../common/actor.js';

/** A delivery log page: the newest calls first. */
const DEFAULT_DELIVERIES = 50;
const MAX_DELIVERIES = 200;

/** The admin's webhooks and their delivery logs. */
export class WebhookService {
  constructor(
    private readonly em: EntityManager,
    /** WEBHOOK_ALLOWED_HOSTS: hosts that may be private targets. */
    private readonly allowedHosts: readonly string[],
  ) {}

  async list(): Promise<Webhook[]> {
    await permit(this.em, 'webhooks');
    return this.em.find(Webhook, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async create(input: WebhookInput): Promise<Webhook> {
    await permit(this.em, 'createWebhook');
    const { url, events, secret } = await this.checked(input);
    if (!secret) throw userInputError('secret', 'REQUIRED');
    const webhook = this.em.create(Webhook, { url, events, secret });
    await this.em.persist(webhook).flush();
    return webhook;
  }

  async update(id: number, input: WebhookInput): Promise<Webhook> {
    await permit(this.em, 'updateWebhook');
    const webhook = await this.em.findOne(Webhook, { id });
    if (!webhook) throw notFound('Webhook', id);
    const { url, events, secret } = await this.checked(input);
    Object.assign(webhook, { url, events }, secret ? { secret } : {});
    await this.em.flush();
    return webhook;
  }

  async delete(id: number): Promise<boolean> {
    await permit(this.em, 'deleteWebhook');
    const webhook = await this.em.findOne(Webhook, { id });
    if (!webhook) throw notFound('Webhook', id);
    await this.em.remove(webhook).flush();
    return true;
  }

  /** An unknown webhook has no calls: an empty log. */
  async deliveries(webhookId: number, take?: number | null): Promise<WebhookDelivery[]> {
    await permit(this.em, 'webhookDeliveries');
    if (take != null && (take < 1 || take > MAX_DELIVERIES)) throw userInputError('take', 'OUT_OF_RANGE');
    return this.em.find(
      WebhookDelivery,
      { webhook: webhookId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: take ?? DEFAULT_DELIVERIES },
    );
  }

  /**
   * A test call to the webhook (event webhook.ping, kind webhook, its id): through the outbox like any other call,
   * signed, logged and retried, made right after this commit.
   */
  async ping(id: number): Promise<WebhookDelivery> {
    await permit(this.em, 'testWebhook');
    const webhook = await this.em.findOne(Webhook, { id });
    if (!webhook) throw notFound('Webhook', id);
    return inTransaction(this.em, () => {
      const at = new Date();
      const body = JSON.stringify({ event: WEBHOOK_PING, kind: 'webhook', id, slug: null, at: at.toISOString() });
      // Written by the commit's flush.
      const delivery = this.em.create(WebhookDelivery, {
        webhook,
        deliveryId: randomUUID(),
        event: WEBHOOK_PING,
        kind: 'webhook',
        recordId: id,
        body,
        nextAttemptAt: at,
      });
      wakeOutboxAfterCommit(this.em);
      return delivery;
    });
  }

  /** The input's rules, then the target as it resolves now (checked again before every call). */
  private async checked(input: WebhookInput) {
    const parsed = parseInput(webhookSchema, input);
    const target = await checkTarget(parsed.url, this.allowedHosts);
    if ('problem' in target) throw userInputError('url', target.problem);
    return { ...parsed, url: target.url.href };
  }
}
