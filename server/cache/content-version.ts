import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { isPublicContent, takesContentAway } from './content-changes.js';

/**
 * How long an answer kept before an edit may still be served (marked STALE) while a current one is made in the
 * background: the longest a visitor can see content older than the last save. A removal is never waited out.
 */
export const STALE_WINDOW_MS = 5_000;

/**
 * A stale answer is computed again this long after it went out of date, not at once: the saves of a burst (an editor
 * saving again, several editors) then cost one computation per key, and the stale answer still has most of the window
 * to be replaced.
 */
export const SETTLE_MS = 1_500;

/**
 * A counter that moves whenever public content may have changed: after a flush that touched it, and again when
 * its transaction commits (a render between the two may have read the old rows). Caches key on it. Each move is
 * timed and says whether content was taken away (server/cache/content-changes.ts): an answer kept before an edit may
 * be served for a few seconds more while it is made again, one kept before a removal never is.
 */
export class ContentVersion implements EventSubscriber {
  private version = 0;
  /** When each recent version began (the first change after an answer of version v began version v + 1). */
  private readonly began = new Map<number, number>();
  /** The latest version that took content away: nothing computed before it is served again. */
  private removedAt = 0;
  /**
   * Transactions of ours that changed public content (and whether they took some away), by the EntityManager they run
   * on: each one's commit moves the version again and tells the other processes, its rollback forgets it. Kept apart:
   * one shared record would let a transaction's commit announce a neighbour's removal before that one committed (a
   * page rendered in between, the removed record still in it, would then outlive the removal).
   */
  private readonly uncommitted = new WeakMap<object, { removal: boolean }>();
  /** Tells the other processes on the database (server/cache/content-notifications.ts); none on the embedded database. */
  private broadcast: ((removal: boolean) => Promise<void>) | null = null;
  private readonly elsewhere: Array<() => void> = [];
  private readonly committed: Array<() => void> = [];

  /**
   * `cachesEnabled` false (RESPONSE_CACHE=off, for benchmarks and statement counts): no cache keyed on it keeps or
   * shares anything. `staleWindowMs`: how long after an edit a kept answer may still be served (0: an edit, like a
   * removal, is shown at the very next request; STALE_AFTER_EDIT=on sets STALE_WINDOW_MS).
   */
  constructor(readonly cachesEnabled = true, private readonly staleWindowMs = 0) {}

  get current(): number {
    return this.version;
  }

  /** Whether kept answers are served for a while after an edit (STALE_AFTER_EDIT=on), and so made again in the background. */
  get servesStaleAfterEdits(): boolean {
    return this.cachesEnabled && this.staleWindowMs > 0;
  }

  /** Sets who hears of committed changes; MikroORM awaits it before the save returns, so an answer follows it. */
  broadcastTo(broadcast: (removal: boolean) => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /** Whether an answer computed from content at `version` may be kept or served at all: no removal since it began. */
  untouchedSince(version: number): boolean {
    return version >= this.removedAt;
  }

  /** When an answer computed at `version`, made at `madeAt`, went out of date: the first change after it, or its TTL. */
  outdatedAt(version: number, madeAt: number, ttlMs: number): number {
    const expired = madeAt + ttlMs;
    // A version whose start was forgotten began longer ago than any answer could still be served by.
    return version === this.version ? expired : Math.min(expired, this.began.get(version + 1) ?? -Infinity);
  }

  /**
   * Whether such an answer may still be served while a current one is made: no removal since it began, and out of
   * date for less than STALE_WINDOW_MS.
   */
  servable(version: number, madeAt: number, ttlMs: number): boolean {
    if (!this.cachesEnabled || this.staleWindowMs === 0 || !this.untouchedSince(version)) return false;
    return Date.now() - this.outdatedAt(version, madeAt, ttlMs) < this.staleWindowMs;
  }

  /** Calls `listener` after each committed change, here or elsewhere (the response cache renders hot pages again). */
  whenCommitted(listener: () => void): void {
    this.committed.push(listener);
  }

  /** Calls `listener` whenever another process changed public content (e.g. it may have scheduled a publication). */
  whenChangedElsewhere(listener: () => void): void {
    this.elsewhere.push(listener);
  }

  async afterFlush({ uow, em }: FlushEventArgs): Promise<void> {
    const changes = uow.getChangeSets().filter((cs) => isPublicContent(cs.meta));
    if (!changes.length) return;
    const removal = changes.some((cs) => takesContentAway(cs, em.getMetadata()));
    // A flush outside a transaction of ours has committed by now; inside one, afterTransactionCommit tells.
    if (!em.isInTransaction()) return this.committedChange(removal, true);
    this.move(removal);
    this.uncommitted.set(em, { removal: removal || !!this.uncommitted.get(em)?.removal });
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    const change = this.uncommitted.get(em);
    if (!change) return;
    this.uncommitted.delete(em);
    await this.committedChange(change.removal, true);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.uncommitted.delete(em);
  }

  /** Another process changed public content (a notification through the database); unknown kinds count as removals. */
  changedElsewhere(removal = true): void {
    this.move(removal);
    for (const listener of this.elsewhere) listener();
    for (const listener of this.committed) listener();
  }

  /** A scheduled publication's time came (modules/publishing/publication-clock.ts): content appears, none goes. */
  touch(): void {
    void this.committedChange(false, false);
  }

  /**
   * Public content changed by a statement inside a transaction rather than by a flush (the products' order, one
   * UPDATE that leaves their last-change dates alone: nothing taken away): moves now, and again with the broadcast
   * when it commits.
   */
  changedInTransaction(em: object): void {
    this.move(false);
    if (!this.uncommitted.has(em)) this.uncommitted.set(em, { removal: false });
  }

  private async committedChange(removal: boolean, announce: boolean): Promise<void> {
    this.move(removal);
    for (const listener of this.committed) listener();
    if (announce) await this.broadcast?.(removal);
  }

  private move(removal: boolean): void {
    const now = Date.now();
    this.version += 1;
    this.began.set(this.version, now);
    if (removal) this.removedAt = this.version;
    // Oldest first: forget starts older than any answer could still be served by.
    for (const [version, at] of this.began) {
      if (now - at < 2 * STALE_WINDOW_MS || version === this.version) break;
      this.began.delete(version);
    }
  }
}
