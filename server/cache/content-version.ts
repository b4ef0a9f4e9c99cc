import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { isPublicContent, takesContentAway, touchedBy } from './content-changes.js';
import type { Reads } from './read-tracking.js';

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

/** How long the changes are remembered: longer than any kept answer lives (TTL, then the stale window). */
const CHANGES_KEPT_MS = 2 * 60_000 + 2 * STALE_WINDOW_MS;
/** And at most this many: an answer older than the oldest remembered change is out of date. */
const CHANGES_KEPT = 10_000;

/** One move of the version: when, and what it touched (server/cache/read-tracking.ts tags; null: everything). */
interface Change {
  version: number;
  at: number;
  touched: Reads;
}

/**
 * A counter that moves whenever public content may have changed: after a flush that touched it outside a
 * transaction, or when the transaction it flushed in commits. A transaction that rolls back (a failed save, an import's
 * dry run) changed nothing and moves nothing: until it commits, every other connection reads the rows as they were,
 * so what is rendered meanwhile is still current. Caches stamp answers with it and
 * with what they read (server/cache/read-tracking.ts); each move says what it touched (server/cache/content-changes.ts),
 * so an answer goes out of date only when a change since its version touched what it read. Each move is timed and
 * says whether content was taken away: an answer kept before an edit may be served for a few seconds more while it is
 * made again, nothing kept before a removal ever is (a removal touches everything).
 */
export class ContentVersion implements EventSubscriber {
  private version = 0;
  /** The recent changes, one per version, oldest first (versions consecutive). */
  private readonly changes: Change[] = [];
  /** The latest version that took content away: nothing computed before it is served again. */
  private removedAt = 0;
  /**
   * Transactions of ours that changed public content (what, and whether they took some away), by the EntityManager
   * they run on: each one's commit moves the version again and tells the other processes, its rollback forgets it.
   * Kept apart: one shared record would let a transaction's commit announce a neighbour's removal before that one
   * committed (a page rendered in between, the removed record still in it, would then outlive the removal).
   */
  private readonly uncommitted = new WeakMap<object, { removal: boolean; touched: Reads }>();
  /** Tells the other processes on the database (server/cache/content-notifications.ts); none on the embedded database. */
  private broadcast: ((removal: boolean, touched: Reads) => Promise<void>) | null = null;
  private readonly elsewhere: Array<() => void> = [];
  private readonly committed: Array<() => void> = [];
  private readonly here: Array<(removal: boolean, touched: Reads) => void> = [];

  /**
   * `cachesEnabled` false (RESPONSE_CACHE=off, for benchmarks and statement counts): no cache keyed on it keeps or
   * shares anything. `staleWindowMs`: how long after an edit a kept answer may still be served (0: an edit, like a
   * removal, is shown at the very next request; STALE_AFTER_EDIT=on sets STALE_WINDOW_MS).
   */
  constructor(
    readonly cachesEnabled = true,
    private readonly staleWindowMs = 0,
  ) {}

  get current(): number {
    return this.version;
  }

  /** Whether kept answers are served for a while after an edit (STALE_AFTER_EDIT=on), and so made again in the background. */
  get servesStaleAfterEdits(): boolean {
    return this.cachesEnabled && this.staleWindowMs > 0;
  }

  /** Sets who hears of committed changes; MikroORM awaits it before the save returns, so an answer follows it. */
  broadcastTo(broadcast: (removal: boolean, touched: Reads) => Promise<void>): void {
    this.broadcast = broadcast;
  }

  /** Whether an answer computed from content at `version` may be kept or served at all: no removal since it began. */
  untouchedSince(version: number): boolean {
    return version >= this.removedAt;
  }

  /**
   * When the first change after `version` that touched `reads` happened: undefined when none did (the answer is
   * current), -Infinity when such changes are forgotten (longer ago than any answer could still be served by).
   */
  changedAt(version: number, reads: Reads): number | undefined {
    if (version >= this.version) return undefined;
    const first = this.changes[0];
    if (!first || first.version > version + 1) return -Infinity;
    for (let i = version + 1 - first.version; i < this.changes.length; i++) {
      const change = this.changes[i];
      if (touches(change.touched, reads)) return change.at;
    }
    return undefined;
  }

  /**
   * When an answer computed at `version` from `reads`, made at `madeAt`, went out of date: the first change after
   * it that touched what it read, or its TTL.
   */
  outdatedAt(version: number, madeAt: number, ttlMs: number, reads: Reads): number {
    return Math.min(madeAt + ttlMs, this.changedAt(version, reads) ?? Infinity);
  }

  /**
   * Whether such an answer may still be served while a current one is made: no removal since it began, and out of
   * date for less than STALE_WINDOW_MS.
   */
  servable(version: number, madeAt: number, ttlMs: number, reads: Reads): boolean {
    if (!this.cachesEnabled || this.staleWindowMs === 0 || !this.untouchedSince(version)) return false;
    return Date.now() - this.outdatedAt(version, madeAt, ttlMs, reads) < this.staleWindowMs;
  }

  /** Calls `listener` after each committed change, here or elsewhere (the response cache renders hot pages again). */
  whenCommitted(listener: () => void): void {
    this.committed.push(listener);
  }

  /**
   * Calls `listener` with each change committed by this process (or a publication time it saw come): what it took
   * away or touched, once per change however many processes hear of it (a CDN's purge: server/modules/cdn).
   */
  whenChangedHere(listener: (removal: boolean, touched: Reads) => void): void {
    this.here.push(listener);
  }

  /** Calls `listener` whenever another process changed public content (e.g. it may have scheduled a publication). */
  whenChangedElsewhere(listener: () => void): void {
    this.elsewhere.push(listener);
  }

  async afterFlush({ uow, em }: FlushEventArgs): Promise<void> {
    const changes = uow.getChangeSets().filter((cs) => isPublicContent(cs.meta));
    if (!changes.length) return;
    const metadata = em.getMetadata();
    const removal = changes.some((cs) => takesContentAway(cs, metadata));
    const touched = removal ? null : union(changes.map((cs) => touchedBy(cs)));
    // A flush outside a transaction of ours has committed by now; inside one, afterTransactionCommit tells.
    if (!em.isInTransaction()) return this.committedChange(removal, touched, true);
    this.remember(em, removal, touched);
  }

  async afterTransactionCommit({ em }: TransactionEventArgs): Promise<void> {
    const change = this.uncommitted.get(em);
    if (!change) return;
    this.uncommitted.delete(em);
    await this.committedChange(change.removal, change.touched, true);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    this.uncommitted.delete(em);
  }

  /**
   * Another process changed public content (a notification through the database): what it touched, everything
   * when the notice did not say; unknown kinds count as removals.
   */
  changedElsewhere(removal = true, touched: Reads = null): void {
    this.move(removal, removal ? null : touched);
    for (const listener of this.elsewhere) listener();
    for (const listener of this.committed) listener();
  }

  /** A scheduled publication's time came (modules/publishing/publication-clock.ts): content appears, none goes. */
  touch(): void {
    void this.committedChange(false, null, false);
  }

  /**
   * Public content changed by a statement inside a transaction rather than by a flush (the products' order, one
   * UPDATE that leaves their last-change dates alone: nothing taken away): moves now, and again with the broadcast
   * when it commits. `touched`: what the statement changed (by default everything).
   */
  changedInTransaction(em: object, touched: Reads = null): void {
    this.move(false, touched);
    this.remember(em, false, touched);
  }

  /** What the transaction on `em` changed so far, for its commit to announce. */
  private remember(em: object, removal: boolean, touched: Reads): void {
    const before = this.uncommitted.get(em);
    this.uncommitted.set(
      em,
      before ? { removal: removal || before.removal, touched: union([before.touched, touched]) } : { removal, touched },
    );
  }

  private async committedChange(removal: boolean, touched: Reads, announce: boolean): Promise<void> {
    this.move(removal, touched);
    for (const listener of this.committed) listener();
    for (const listener of this.here) listener(removal, touched);
    if (announce) await this.broadcast?.(removal, touched);
  }

  private move(removal: boolean, touched: Reads): void {
    const now = Date.now();
    this.version += 1;
    this.changes.push({ version: this.version, at: now, touched: removal ? null : touched });
    if (removal) this.removedAt = this.version;
    // Oldest first: forget changes older than any answer could still be served by.
    let forget = 0;
    while (
      forget < this.changes.length - 1 &&
      (now - this.changes[forget].at > CHANGES_KEPT_MS || this.changes.length - forget > CHANGES_KEPT)
    )
      forget += 1;
    if (forget) this.changes.splice(0, forget);
  }
}

/** Whether a change that touched `touched` outdates an answer that read `reads` (null on either side: everything). */
function touches(touched: Reads, reads: Reads): boolean {
  if (touched === null || reads === null) return true;
  const [small, large] = touched.size <= reads.size ? [touched, reads] : [reads, touched];
  for (const tag of small) if (large.has(tag)) return true;
  return false;
}

function union(all: Reads[]): Reads {
  const tags = new Set<string>();
  for (const reads of all) {
    if (reads === null) return null;
    for (const tag of reads) tags.add(tag);
  }
  return tags;
}
