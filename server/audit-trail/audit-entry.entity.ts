import { Entity, Index, OptionalProps, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { IdEntity } from '../common/base.entity.js';

/** What an entry says was done: a row's change, or one of the writes that change no row of their own. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'upload',
  'login',
  'login_failed',
  'logout',
  'password',
  'password_reset',
  'invite',
  'join',
  'two_factor',
  'review',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One admin write, kept as it was: who (id and username at the time, no foreign key, so an entry outlives its
 * admin), when, what, which fields, from where and through which API. Written in the change's own transaction
 * (server/audit-trail/audit-trail.ts); the database refuses UPDATE, DELETE and TRUNCATE of its rows (migration
 * Migration20261124071742).
 */
@Entity()
// The list is newest first, filtered by any one of action, entity type or admin: each filter has its index in that order.
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['action', 'createdAt', 'id'] })
@Index({ properties: ['entityType', 'createdAt', 'id'] })
@Index({ properties: ['adminId', 'createdAt', 'id'] })
@ObjectType({ description: 'One entry of the audit log (admin only; entries cannot be changed)' })
export class AuditEntry extends IdEntity {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** The log does not log itself. */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt';

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => Int, { nullable: true, description: 'The administrator, null for the system or an anonymous attempt' })
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Field(() => String, { nullable: true, description: 'Username at the time (for a failed sign-in: the username tried)' })
  @Property({ length: 64, nullable: true })
  adminUsername: string | null = null;

  @Field(() => String, { description: AUDIT_ACTIONS.join(', ') })
  @Property({ length: 20 })
  action!: AuditAction;

  @Field(() => String, { nullable: true, description: "The GraphQL mutation or REST route, e.g. 'updateProduct', 'PUT /api/product/:id'" })
  @Property({ length: 200, nullable: true })
  operation: string | null = null;

  @Field(() => String, { nullable: true, description: "The entity's type, e.g. Product" })
  @Property({ length: 64, nullable: true })
  entityType: string | null = null;

  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  entityId: string | null = null;

  @Field(() => String, { nullable: true, description: "The entity's name or title at the time" })
  @Property({ length: 255, nullable: true })
  entityName: string | null = null;

  @Field(() => [String], { description: 'The properties the write set' })
  @Property({ type: 'json' })
  fields: string[] = [];

  @Field({ description: "The client's address" })
  @Property({ length: 64 })
  ip!: string;

  @Field({ description: 'graphql, rest, page or system' })
  @Property({ length: 10 })
  via!: string;
}
