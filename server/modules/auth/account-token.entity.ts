import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.js';

/** What a mailed link lets its holder do, once. */
export enum AccountTokenPurpose {
  /** Accept an invitation: choose a username and password (72 hours). */
  invite = 'invite',
  /** Choose a new password after forgetting it (30 minutes). */
  reset = 'reset',
}

/**
 * A one-time link mailed to a person. Only its SHA-256 is kept: the link (256 random bits) exists in the mail alone,
 * so whoever reads the database cannot use it.
 */
@Entity()
export class AccountToken {
  static readonly publicContent = false;
  /** Its use is what the log records (an invitation accepted, a password reset), by the service. */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  @Index()
  user!: Rel<AdminUser>;

  @Enum({ items: () => AccountTokenPurpose })
  purpose!: AccountTokenPurpose;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
