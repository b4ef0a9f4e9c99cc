import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { Webhook } from './webhook.entity.js';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How much of a target's answer the log keeps. */
export const RESPONSE_PREVIEW_BYTES = 512;

/**
 * One call of one webhook for one event: the outbox row, written in the transaction of the change it announces and
 * worked after its commit (server/modules/webhooks/webhook-outbox.ts), then its log line.
 */
@Entity()
@Index({ properties: ['status', 'nextAttemptAt'] })
@ObjectType({ description: 'One call of a webhook: pending, delivered or failed, with the last answer (admin only)' })
export class WebhookDelivery extends BaseEntity<
  'status' | 'attempts' | 'nextAttemptAt' | 'lastAttemptAt' | 'deliveredAt' | 'responseStatus' | 'responsePreview' | 'error' | 'slug'
> {
  static readonly publicContent = false;
  /** The system's own bookkeeping, not an admin's write. */
  static readonly audited = false;

  // Deleting a webhook deletes its log and what it still had to send; the index serves a webhook's log (and the
  // deletion's cascade).
  @ManyToOne(() => Webhook, { ref: true, deleteRule: 'cascade' })
  @Index()
  webhook!: Ref<Webhook>;

  @Field({ description: 'The webhook-id header: the same on every attempt and signed with it, so a receiver can drop a repeat' })
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  deliveryId!: string;

  @Field({ description: 'e.g. product.published' })
  @Property({ length: 40 })
  event!: string;

  @Field({ description: 'product, blog, document, application or contact' })
  @Property({ length: 20 })
  kind!: string;

  @Field(() => Int, { description: 'The id of the record (or contact message) it is about' })
  @Property()
  recordId!: number;

  @Field(() => String, { nullable: true })
  @Property({ length: 255, nullable: true })
  slug: string | null = null;

  /** The JSON sent, fixed when the event happened: every attempt sends the same bytes (signed with its own time). */
  @Property({ type: 'text' })
  body!: string;

  @Field(() => String, { description: 'pending (waiting for its first or next attempt), delivered or failed (given up)' })
  @Property({ length: 16, default: 'pending' })
  status: DeliveryStatus = 'pending';

  @Field(() => Int)
  @Property({ default: 0 })
  attempts: number = 0;

  @Field(() => Date, { nullable: true, description: 'When it is tried (again); null once delivered or given up' })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt: Date | null = null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer; null when none came' })
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Field(() => String, { nullable: true, description: 'The first bytes of the last answer' })
  @Property({ type: 'text', nullable: true })
  responsePreview: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last attempt failed, e.g. ECONNREFUSED, TIMEOUT, REDIRECT_NOT_FOLLOWED, ADDRESS_REFUSED',
  })
  @Property({ length: 500, nullable: true })
  error: string | null = null;
}
