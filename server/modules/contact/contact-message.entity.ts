import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

export type MailStatus = 'pending' | 'sent' | 'failed' | 'not_configured';

/** Stored before any mail is attempted, so a message is never lost. */
@Entity()
@ObjectType({ description: 'A message sent through the contact form' })
export class ContactMessage extends BaseEntity<'phone' | 'mailStatus' | 'mailError'> {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field()
  @Property({ length: 254 })
  email!: string;

  @Field()
  @Property({ length: 100 })
  phone: string = '';

  @Field()
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String, { description: 'pending, sent, failed or not_configured' })
  @Enum({ items: ['pending', 'sent', 'failed', 'not_configured'] })
  mailStatus: MailStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  mailError: string | null = null;
}
