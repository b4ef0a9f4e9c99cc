import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.js';

/** One sign-in: its token carries the id (jti); logout revokes it, so that token is refused from then on. */
@Entity()
export class AdminSession {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Not an admin's write: left out of the audit log (sign-ins are recorded on their own, server/modules/audit). */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => AdminUser, { deleteRule: 'cascade' })
  @Index()
  user!: Rel<AdminUser>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
