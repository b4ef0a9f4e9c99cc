import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A mail kept as a row of its own until an outbox (smtp-outbox.ts) has delivered it: its id, its delivery columns
 * and when it was written. The account mails' and the quote requests' tables are this plus what each mail says
 * (`Optional`: its own columns that have a default).
 */
export abstract class MailRowEntity<Optional extends string = never> {
  [OptionalProps]?: 'createdAt' | 'mailStatus' | 'mailAttempts' | 'mailNextAttemptAt' | 'mailedAt' | 'mailError' | Optional;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 16 })
  mailStatus: string = 'pending';

  @Property({ default: 0 })
  mailAttempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  mailNextAttemptAt: Date | null = new Date();

  @Property({ type: 'datetime', nullable: true })
  mailedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  mailError: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
