import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One purge of a CDN: the keys a committed change touched (server/cache/surrogate-keys.ts), an outbox row worked by
 * server/modules/cdn/cdn-purge-outbox.ts until the CDN accepts it or a day has passed.
 */
@Entity()
@Index({ properties: ['status', 'nextAttemptAt'] })
export class CdnPurge {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt' | 'error';
  static readonly publicContent = false;
  /** The system's own bookkeeping, not an admin's write. */
  static readonly audited = false;

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ type: 'json' })
  keys!: string[];

  /** pending (waiting for its first or next attempt), done, or failed (given up). */
  @Property({ length: 16, default: 'pending' })
  status: 'pending' | 'done' | 'failed' = 'pending';

  @Property({ default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ length: 500, nullable: true })
  error: string | null = null;
}
