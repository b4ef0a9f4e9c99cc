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
  /** Tells the other processes on the database (server/cache/content-notifications.ts); none on the embedded database. */
  private broadcast: (() => Promise<void>) | null = null;
  private readonly elsewhere: Array<() => void> = [];

  /** False (RESPONSE_CACHE=off, for benchmarks and statement counts): no cache keyed on it keeps or shares anything. */
  constructor(readonly cachesEnabled = true) {}

  get current(): number {
    return this.version;
  }

  /** Sets who hears of committed changes; MikroORM awaits it before the save returns, so an answer follows it. */
  broadcastTo(broadcast: () => Promise<void>): void {
    this.broadcast = broadcast;
  }

  async afterFlush({ uow, em }: FlushEventArgs): Promise<void> {
    if (!uow.getChangeSets().some((cs) => isPublicContent(cs.meta))) return;
    this.version += 1;
    this.uncommitted = true;
    // A flush outside a transaction of ours has committed by now; inside one, afterTransactionCommit tells.
    if (!em.isInTransaction()) await this.broadcast?.();
  }

  /** Another process changed public content (a notification through the database). */
  changedElsewhere(): void {
    this.version += 1;
    for (const listener of this.elsewhere) listener();
  }

  /** Calls `listener` whenever another process changed public content (e.g. it may have scheduled a publication). */
  whenChangedElsewhere(listener: () => void): void {
    this.elsewhere.push(listener);
  }

  /** Public content changed without a flush: a scheduled publication's time came (modules/publishing/publication-clock.ts). */
  touch(): void {
    this.version += 1;
  }

  /**
   * Public content changed by a statement inside a transaction rather than by a flush (the products' order, one
   * UPDATE that leaves their last-change dates alone): moves now, and again with the broadcast when it commits.
   */
  changedInTransaction(): void {
    this.version += 1;
    this.uncommitted = true;
  }

  async afterTransactionCommit(_args: TransactionEventArgs): Promise<void> {
    if (!this.uncommitted) return;
    this.uncommitted = false;
    this.version += 1;
    await this.broadcast?.();
  }
}
