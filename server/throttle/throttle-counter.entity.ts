import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The throttles' counters when THROTTLE_STORE=database (server/throttle/throttle.ts): the table rate-limiter-flexible's
 * PostgreSQL store reads and writes itself (its own columns), declared here so the migrations make it.
 */
@Entity({ tableName: 'throttle_counter' })
export class ThrottleCounter {
  /** Counters are not content: their changes never invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Written by the throttles through knex, never an admin's write. */
  static readonly audited = false;

  /** `<throttle>:<client key>`, e.g. `contact:203.0.113.7`. */
  @PrimaryKey({ length: 255 })
  key!: string;

  @Property({ default: 0 })
  points: number = 0;

  /** Epoch milliseconds when the window ends. */
  @Property({ type: 'bigint', nullable: true })
  expire: string | null = null;
}
