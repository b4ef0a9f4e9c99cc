import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';

/** Entities whose rows appear on public pages. */
const PUBLIC_CONTENT = new Set(['Product', 'SpecGroup', 'Spec', 'ProductFile', 'Blog', 'Document', 'Application']);

/**
 * A counter that moves whenever public content may have changed: after a flush that touched it, and again when
 * its transaction commits (a render between the two may have read the old rows). Caches key on it.
 */
export class ContentVersion implements EventSubscriber {
  private version = 0;
  private uncommitted = false;

  get current(): number {
    return this.version;
  }

  afterFlush({ uow }: FlushEventArgs): void {
    if (uow.getChangeSets().some((cs) => PUBLIC_CONTENT.has(cs.name))) {
      this.version += 1;
      this.uncommitted = true;
    }
  }

  afterTransactionCommit(_args: TransactionEventArgs): void {
    if (!this.uncommitted) return;
    this.uncommitted = false;
    this.version += 1;
  }
}
