import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.js';

/** One sign-in: its token carries the id (jti); logout revokes it, so that token is refused from then on. */
@Entity()
export class AdminSession {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Not an admin's write: left out of the audit log (sign-ins are recorded on their own, server/modules/audit). */
  static readonly audited = false;

  [OptionalProps]?: 'createdAt' | 'revokedAt' | 'lastSeenAt' | 'userAgent' | 'ip';

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

  /** When a request last came with it (noted at most every few minutes): its person tells a forgotten one by it. */
  @Property({ type: 'datetime', nullable: true })
  lastSeenAt: Date | null = null;

  /** The browser that signed in (its User-Agent, cut short), and from where. */
  @Property({ length: 400, nullable: true })
  userAgent: string | null = null;

  @Property({ length: 64, nullable: true })
  ip: string | null = null;
}
