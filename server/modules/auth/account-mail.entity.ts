import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { MailRowEntity } from '../../mail/mail-row.js';
import { LanguageEnum } from '../../common/language.js';

export enum AccountMailKind {
  invite = 'invite',
  reset = 'reset',
  /** A draft waits for review (to the editors and administrators). */
  review_requested = 'review_requested',
  /** A reviewer sent a draft back with a note (to its author). */
  changes_requested = 'changes_requested',
}

/**
 * A mail to a person of the team (an invitation, a password reset link, a draft to review or sent back), queued in
 * the transaction of what it tells and sent by the account mail outbox. Its text is written when it is sent, in the
 * recipient's language; its link waits sealed and is dropped once the mail is sent or given up.
 */
@Entity()
@Index({ properties: ['mailStatus', 'mailNextAttemptAt'] })
export class AccountMail extends MailRowEntity<'params'> {
  static readonly publicContent = false;
  static readonly audited = false;

  @Enum({ items: () => AccountMailKind })
  kind!: AccountMailKind;

  @Property({ length: 254 })
  recipient!: string;

  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;

  /** What the text names: the person, who invited them, until when the link works. */
  @Property({ type: 'json' })
  params: Record<string, string> = {};

  /** The one-time link, sealed (server/common/sealed.ts); null once the mail is settled. */
  @Property({ type: 'text', nullable: true })
  sealedLink: string | null = null;
}
