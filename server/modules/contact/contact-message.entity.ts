import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'not_configured'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Where a message stands in the inbox: set by the administrators (opening a new message reads it). */
export enum ContactMessageStatus {
  NEW = 'new',
  READ = 'read',
  HANDLED = 'handled',
}
registerEnumType(ContactMessageStatus, {
  name: 'ContactMessageStatus',
  description: 'NEW: not opened yet; READ: opened; HANDLED: answered or otherwise dealt with',
});

/** What an administrator changes of a message (recorded in the audit log on purpose: the flushes' log leaves messages out). */
export const CONTACT_MESSAGE_AUDITED_FIELDS = ['status'];

/** Stored before any mail is attempted, so a message is never lost; the mail outbox works from these rows. */
@Entity()
@Index({ properties: ['mailStatus', 'mailNextAttemptAt'] })
// The admin lists messages newest first (createdAt, then id).
@Index({ properties: ['createdAt', 'id'] })
// ... and filtered by state (the dashboard counts each).
@Index({ properties: ['status', 'createdAt', 'id'] })
@ObjectType({ description: 'A message sent through the contact form' })
export class ContactMessage extends BaseEntity<
  'phone' | 'sourcePage' | 'status' | 'mailStatus' | 'mailError' | 'mailAttempts' | 'mailNextAttemptAt' | 'mailedAt' | 'receipt'
> {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Not an admin's write: left out of the audit log (sign-ins are recorded on their own, server/modules/audit). */
  static readonly audited = false;

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

  @Field(() => String, {
    nullable: true,
    description:
      'The page it was sent from: a path on this site, or an address elsewhere; null when not known (sent before it was recorded, or by a caller that named none)',
  })
  @Property({ length: 2000, nullable: true })
  sourcePage: string | null = null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the sender consented to the privacy notice (the site form asks for it); null when not asked (older messages, POST /mail callers that send none)',
  })
  @Property({ type: 'datetime', nullable: true })
  consentAt: Date | null = null;

  @Field(() => ContactMessageStatus)
  @Enum({ items: () => ContactMessageStatus, default: ContactMessageStatus.NEW })
  status: ContactMessageStatus = ContactMessageStatus.NEW;

  /** Given when the message is accepted: stores a spooled message once however often it is replayed, and names its mail. */
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  receipt: string = randomUUID();

  @Field(() => String, { description: 'pending (in the outbox), sent, failed (given up) or not_configured' })
  @Enum({ items: [...MAIL_STATUSES] })
  mailStatus: MailStatus = 'pending';

  @Field(() => Int, { description: 'Delivery attempts so far' })
  @Property({ default: 0 })
  mailAttempts: number = 0;

  @Field(() => Date, { nullable: true, description: 'When the outbox tries (again) while pending' })
  @Property({ type: 'datetime', nullable: true })
  mailNextAttemptAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted the mail' })
  @Property({ type: 'datetime', nullable: true })
  mailedAt: Date | null = null;

  @Field(() => String, { nullable: true, description: "The mail server's last refusal or the connection error" })
  @Property({ type: 'text', nullable: true })
  mailError: string | null = null;
}
