import { randomUUID } from 'node:crypto';
import { Cascade, Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity, IdEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/language.js';

/** Where a request stands with sales, set by the administrators. */
export enum QuoteStatus {
  NEW = 'NEW',
  IN_PROGRESS = 'IN_PROGRESS',
  QUOTED = 'QUOTED',
  WON = 'WON',
  LOST = 'LOST',
}
registerEnumType(QuoteStatus, {
  name: 'QuoteStatus',
  description: 'NEW: not handled yet; IN_PROGRESS: being priced; QUOTED: the offer was sent; WON or LOST: the outcome',
});

/** What an administrator changes of a request, recorded in the audit log on purpose (visitors' rows are left out of its flushes). */
export const QUOTE_AUDITED_FIELDS = ['status', 'assigneeId', 'internalNote'] as const;

/**
 * A visitor's request for prices and lead times: who asks, the products with quantities (as they were named when
 * asked), and how sales follows it up. Kept only with the visitor's consent (`consentAt`); anonymised once older than
 * the retention period, or when erased on request (`anonymisedAt`).
 */
@Entity()
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['status', 'createdAt', 'id'] })
@ObjectType({ description: 'A quote request sent from the catalogue' })
export class QuoteRequest extends BaseEntity<'status' | 'assigneeId' | 'internalNote' | 'anonymisedAt' | 'receipt' | 'downloads'> {
  /** Never shown on public pages: changes do not invalidate the page caches. */
  static readonly publicContent = false;
  /** A visitor's row: an administrator's changes to it are recorded on purpose (QUOTE_AUDITED_FIELDS). */
  static readonly audited = false;

  @Field({ description: 'The reference given to the visitor, e.g. TKL-2026-000123' })
  @Property({ length: 20, unique: true })
  reference!: string;

  @Field() @Property({ length: 200 }) fullName!: string;
  @Field() @Property({ length: 200 }) company!: string;
  @Field() @Property({ length: 254 }) email!: string;
  @Field() @Property({ length: 100 }) phone!: string;
  @Field() @Property({ length: 100 }) country!: string;
  @Field() @Property({ length: 100 }) city!: string;
  @Field() @Property({ type: 'text' }) message!: string;

  @Field(() => LanguageEnum, { description: 'The language the visitor wrote in and is answered in' })
  @Enum({ items: () => LanguageEnum })
  language!: LanguageEnum;

  @Field({ description: 'When the visitor consented to the privacy notice (a request is never kept without it)' })
  @Property({ type: 'datetime' })
  consentAt!: Date;

  @Field(() => QuoteStatus)
  @Enum({ items: () => QuoteStatus, default: QuoteStatus.NEW })
  status: QuoteStatus = QuoteStatus.NEW;

  @Field(() => Int, { nullable: true, description: 'The administrator following it up' })
  @Property({ type: 'integer', nullable: true })
  assigneeId: number | null = null;

  @Field({ description: 'Notes for the team, never shown to the visitor' })
  @Property({ type: 'text', default: '' })
  internalNote: string = '';

  @Field(() => Date, { nullable: true, description: 'When its personal data was removed (retention period, or erased on request)' })
  @Property({ type: 'datetime', nullable: true })
  anonymisedAt: Date | null = null;

  /** The product files this browser downloaded in the session before asking (the privacy notice says so). */
  @Field(() => [String], { description: 'Files downloaded from this browser before the request, in the same session: their names' })
  @Property({ type: 'json' })
  downloads: string[] = [];

  /** Names the request's mails; never shown. */
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  receipt: string = randomUUID();

  @Field(() => [QuoteLine])
  @OneToMany(() => QuoteLine, (line) => line.request, { cascade: [Cascade.ALL], orphanRemoval: true, orderBy: { position: 'asc' } })
  lines = new Collection<QuoteLine>(this);
}

/** A product asked for, as it was when asked: its name and the datasheet it offered are kept even if it changes or goes. */
@Entity()
@ObjectType({ description: 'A line of a quote request' })
export class QuoteLine extends IdEntity {
  static readonly publicContent = false;
  static readonly audited = false;

  @ManyToOne(() => QuoteRequest, { deleteRule: 'cascade' })
  @Index()
  request!: Rel<QuoteRequest>;

  @Property({ type: 'integer' })
  position!: number;

  @Field(() => Int, { nullable: true, description: 'The product when asked (it may have gone since: its slug and name stay)' })
  @Property({ type: 'integer', nullable: true })
  productId: number | null = null;

  @Field() @Property({ length: 200 }) productSlug!: string;
  @Field() @Property({ length: 200 }) productName!: string;
  @Field(() => Int) @Property({ type: 'integer' }) quantity!: number;
  @Field() @Property({ length: 1000 }) note!: string;

  @Field(() => String, { nullable: true, description: 'The datasheet the product offered when asked: its name' })
  @Property({ length: 255, nullable: true })
  datasheetName: string | null = null;

  @Field(() => String, { nullable: true, description: 'Its download path when asked' })
  @Property({ length: 255, nullable: true })
  datasheetUrl: string | null = null;
}
