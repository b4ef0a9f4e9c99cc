import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { QuoteRequest } from './quote-request.entity.js';

/** sales: every line, to the sales address; confirmation: the reference, to the visitor in their language. */
export enum QuoteMailKind {
  sales = 'sales',
  confirmation = 'confirmation',
}

/**
 * A mail about a quote request, written in the request's transaction (so never lost, never sent for a request that was
 * not kept) and sent by the quote mail outbox. Its text is written with it: what was sent is what is kept, until the
 * request is anonymised.
 */
@Entity()
@Index({ properties: ['mailStatus', 'mailNextAttemptAt'] })
export class QuoteMail {
  static readonly publicContent = false;
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'mailStatus' | 'mailAttempts' | 'mailNextAttemptAt' | 'mailedAt' | 'mailError';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => QuoteRequest, { deleteRule: 'cascade' })
  @Index()
  request!: Rel<QuoteRequest>;

  @Enum({ items: () => QuoteMailKind })
  kind!: QuoteMailKind;

  @Property({ length: 254 })
  recipient!: string;

  /** Who a reply goes to: the visitor for sales' mail; none for the confirmation. */
  @Property({ length: 254, nullable: true })
  replyTo: string | null = null;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

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
