import { ArrayType, Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { MAX_WEBHOOK_SECRET_LENGTH, MAX_WEBHOOK_URL_LENGTH } from '../../shared/webhook-events.js';

/**
 * An integrator's address, called with a signed JSON body when one of its events happens
 * (server/modules/webhooks/webhook-events.subscriber.ts records the calls, webhook-outbox.ts makes them).
 */
@Entity()
@ObjectType({ description: 'An address called on changes of content and on contact messages (admin only)' })
export class Webhook extends BaseEntity<'signed' | 'events'> {
  /** Never shown on public pages: saving one outdates no kept page. */
  static readonly publicContent = false;

  @Field({
    description:
      'http(s) address called with POST; never a private, loopback or link-local one unless WEBHOOK_ALLOWED_HOSTS lists its host',
  })
  @Property({ length: MAX_WEBHOOK_URL_LENGTH })
  url!: string;

  @Field(() => [String], { description: 'Events it is called for, e.g. product.published, contact.received' })
  @Property({ type: ArrayType, columnType: 'text[]' })
  events: string[] = [];

  /** Signs each call (webhook-signature); write-only: no API returns it. */
  @Property({ length: MAX_WEBHOOK_SECRET_LENGTH, hidden: true })
  secret!: string;

  @Field(() => Boolean, { description: 'Whether its calls are signed: a secret is set (the secret itself is never returned)' })
  get signed(): boolean {
    return !!this.secret;
  }
}
