import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/language.js';

@Entity()
@ObjectType({ description: 'A person who signs in to the back office' })
export class AdminUser extends BaseEntity<'tokenVersion' | 'lastLoginAt' | 'email' | 'displayName' | 'language'> {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;

  @Field()
  @Property({ length: 64, unique: true })
  username!: string;

  /** Where the account's mails go (invitations, password resets); kept in lower case, one account per address. */
  @Field(() => String, { nullable: true })
  @Property({ length: 254, nullable: true, unique: true })
  email: string | null = null;

  /** How the person is named in the back office and the audit log; the username when unset. */
  @Field(() => String, { nullable: true })
  @Property({ length: 100, nullable: true })
  displayName: string | null = null;

  /** The back office's language for this person, on every device (the public site keeps the visitor's own). */
  @Field(() => LanguageEnum)
  @Enum({ items: () => LanguageEnum, default: LanguageEnum.tr })
  language: LanguageEnum = LanguageEnum.tr;

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
