import { Entity, Enum, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';

export type MailStatus = 'pending' | 'sent' | 'failed' | 'not_configured';

/** Stored before any mail is attempted, so a message is never lost. */
@Entity()
export class ContactMessage extends BaseEntity<'phone' | 'mailStatus' | 'mailError'> {
  @Property({ length: 200 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 100 })
  phone: string = '';

  @Property({ type: 'text' })
  subject!: string;

  @Enum({ items: ['pending', 'sent', 'failed', 'not_configured'] })
  mailStatus: MailStatus = 'pending';

  @Property({ type: 'text', nullable: true })
  mailError: string | null = null;
}
