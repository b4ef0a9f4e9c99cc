import { Entity, Enum, Index, OptionalProps, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IdEntity } from '../../common/base.entity.js';

/** What can be sent for review: what has a draft state (documents and applications are seen as soon as they exist). */
export enum ReviewableType {
  PRODUCT = 'PRODUCT',
  BLOG = 'BLOG',
  DOCUMENT = 'DOCUMENT',
  APPLICATION = 'APPLICATION',
}
registerEnumType(ReviewableType, { name: 'ReviewableType' });

export enum ReviewStep {
  /** An author asks for review (again). */
  REQUESTED = 'REQUESTED',
  /** A reviewer sends it back with a note. */
  CHANGES_REQUESTED = 'CHANGES_REQUESTED',
  /** A reviewer approved it: published, or scheduled. */
  APPROVED = 'APPROVED',
}
registerEnumType(ReviewStep, { name: 'ReviewStep', description: 'REQUESTED, CHANGES_REQUESTED or APPROVED' });

/**
 * One step of a record's review, as its conversation shows it: who, when, what, and the note. Kept without a foreign
 * key to the person (like the audit log), so a step outlives its account; a record's steps go with it.
 */
@Entity()
@Index({ properties: ['entityType', 'itemId', 'id'] })
@Index({ properties: ['step', 'id'] })
@ObjectType({ description: "One step of a record's review" })
export class ReviewEvent extends IdEntity {
  static readonly publicContent = false;
  /** Each step is recorded in the log on purpose, as a step of the record it is about. */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'note' | 'publishAt' | 'adminId' | 'adminName';

  @Field(() => ReviewableType)
  @Enum({ items: () => ReviewableType })
  entityType!: ReviewableType;

  @Field(() => Int)
  @Property({ type: 'integer' })
  itemId!: number;

  @Field(() => ReviewStep)
  @Enum({ items: () => ReviewStep })
  step!: ReviewStep;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When it should go public once approved (a scheduled publication)' })
  @Property({ type: 'datetime', nullable: true })
  publishAt: Date | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Field(() => String, { nullable: true, description: 'Who took the step, as named then' })
  @Property({ length: 100, nullable: true })
  adminName: string | null = null;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
