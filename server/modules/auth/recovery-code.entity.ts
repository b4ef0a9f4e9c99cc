import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.js';

/**
 * One of the ten codes that stand in for an authenticator's code, once each. Only its SHA-256 is kept: a code carries
 * 80 random bits, beyond guessing from its hash.
 */
@Entity()
export class RecoveryCode {
  static readonly publicContent = false;
  static readonly audited = false;

  [OptionalProps]?: 'usedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  @Index()
  user!: Rel<AdminUser>;

  @Property({ length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
