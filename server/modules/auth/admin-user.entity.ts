import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';

@Entity()
@ObjectType()
export class AdminUser extends BaseEntity<'tokenVersion' | 'lastLoginAt'> {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;

  @Field()
  @Property({ length: 64, unique: true })
  username!: string;

  /** argon2id hash; never exposed. */
  @Property({ length: 255, hidden: true })
  passwordHash!: string;

  /** Bumped on every password change so earlier tokens stop working. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;
}
