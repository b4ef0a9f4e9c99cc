import { Entity, Enum, Index, ManyToOne, Property, type Rel } from '@mikro-orm/core';
import { MailRowEntity } from '../../mail/mail-row.js';
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
export class QuoteMail extends MailRowEntity {
  static readonly publicContent = false;
  static readonly audited = false;

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
}
