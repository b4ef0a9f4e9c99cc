// Called by ProductService and BlogService inside each save's transaction, after the record is flushed: a failed
// save rolls its version back with it, and every path that saves (GraphQL, REST, a restore) records one.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { actorOf } from '../../common/actor.js';
import { ContentRevision, RevisionKind } from './content-revision.entity.js';
import { changedFields, type Snapshot } from './content-snapshot.js';

/** The record as it was before this save (its English marks too), and when it was last saved. */
export interface StateBefore {
  snapshot: Snapshot;
  englishOutdated: readonly string[];
  savedAt: Date;
}

/** A saved record as a version keeps it: its id and its English marks after the save. */
export interface VersionedItem {
  id: number;
  englishOutdated: readonly string[];
}

const restoring = new WeakMap<EntityManager, Pick<ContentRevision, 'number' | 'englishOutdated'>>();

/** Runs a save that restores `version`: the version it records says so. */
export async function restoringVersion<T>(em: EntityManager, version: Pick<ContentRevision, 'number' | 'englishOutdated'>, save: () => Promise<T>): Promise<T> {
  restoring.set(em, version);
  try {
    return await save();
  } finally {
    restoring.delete(em);
  }
}

/**
 * During a restore, the English marks of the version restored: its Turkish and English come back together, so its
 * English is as up to date as it was then (comparing with the texts replaced would mark an English written against
 * exactly the Turkish restored). Undefined outside a restore and for a version kept before marks were.
 */
export function restoredEnglishOutdated(em: EntityManager): string[] | undefined {
  return restoring.get(em)?.englishOutdated ?? undefined;
}

/**
 * Records `snapshot` as the item's next version, by the request's administrator. Content from before version history
 * has no version yet: its first save first records `before` (its state until then) as version 1, by the system at
 * its last save time, so the state before the first edit can be restored too.
 */
export async function recordRevision(
  em: EntityManager, kind: RevisionKind, item: VersionedItem, snapshot: Snapshot, before: StateBefore | null,
): Promise<ContentRevision> {
  // Saves of one item take its row's lock first, so their version numbers follow one another (a save that changes
  // nothing in the row itself would otherwise not wait for another).
  await em.lock(item, LockMode.PESSIMISTIC_WRITE);
  const last = await em.findOne(ContentRevision, { kind, itemId: item.id }, { orderBy: { number: 'desc' }, populate: ['snapshot'] });
  let previous: Snapshot | null = (last?.snapshot as Snapshot | undefined) ?? null;
  let number = last?.number ?? 0;
  if (!last && before) {
    em.create(ContentRevision, {
      kind, itemId: item.id, number: 1, via: 'system', createdAt: before.savedAt, snapshot: before.snapshot, changedFields: [],
      englishOutdated: [...before.englishOutdated],
    });
    previous = before.snapshot;
    number = 1;
  }
  const actor = actorOf(em);
  const admin = await actor.admin();
  const revision = em.create(ContentRevision, {
    kind, itemId: item.id, number: number + 1, via: actor.via, adminId: admin?.id ?? null, adminUsername: admin?.username ?? null,
    snapshot, changedFields: previous ? changedFields(previous, snapshot) : [], restoredFrom: restoring.get(em)?.number ?? null,
    englishOutdated: [...item.englishOutdated],
  });
  await em.flush();
  return revision;
}
