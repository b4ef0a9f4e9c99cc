import type { EntityMetadata, EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';

/**
 * Every entity counts as public content unless its class says `static readonly publicContent = false`
 * (admin users, contact messages, system state): a new entity can then only make caches refresh too often,
 * never serve stale pages.
 */
const isPublicContent = (meta: EntityMetadata): boolean =>
  (meta.class as unknown as { publicContent?: boolean }).publicContent !== false;

/**
 * A counter that moves whenever public content may have changed: after a flush that touched it, and again when
 * its transaction commits (a render between the two may have read the old rows). Caches key on it.
 */
export class ContentVersion implements EventSubscriber {
  private version = 0;
  private uncommitted = false;

  /** False (RESPONSE_CACHE=off, for benchmarks and statement counts): no cache keyed on it keeps or shares anything. */
  constructor(readonly cachesEnabled = true) {}

  get current(): number {
    return this.version;
  }

  afterFlush({ uow }: FlushEventArgs): void {
    if (uow.getChangeSets().some((cs) => isPublicContent(cs.meta))) {
      this.version += 1;
      this.uncommitted = true;
    }
  }

  /** Public content changed without a flush: a scheduled publication's time came (modules/publishing/publication-clock.ts). */
  touch(): void {
    this.version += 1;
  }

  afterTransactionCommit(_args: TransactionEventArgs): void {
    if (!this.uncommitted) return;
    this.uncommitted = false;
    this.version += 1;
  }
}
