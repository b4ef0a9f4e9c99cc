// Called by ProductService and BlogService inside each save's transaction, after the record is flushed: a failed
// save rolls its version back with it, and every path that saves (GraphQL, REST, a restore) records one.
import { helper, LockMode, raw } from '@mikro-orm/core';
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
export async function restoringVersion<T>(
  em: EntityManager,
  version: Pick<ContentRevision, 'number' | 'englishOutdated'>,
  save: () => Promise<T>,
): Promise<T> {
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

/** One save of one item: the item as saved, its snapshot, and its state before the save (null when it is new). */
export interface ItemSave {
  item: VersionedItem;
  snapshot: Snapshot;
  before: StateBefore | null;
}

/**
 * Records `snapshot` as the item's next version, by the request's administrator. Content from before version history
 * has no version yet: its first save first records `before` (its state until then) as version 1, by the system at
 * its last save time, so the state before the first edit can be restored too.
 */
export async function recordRevision(
  em: EntityManager,
  kind: RevisionKind,
  item: VersionedItem,
  snapshot: Snapshot,
  before: StateBefore | null,
): Promise<ContentRevision> {
  const [revision] = await recordRevisions(em, kind, [{ item, snapshot, before }]);
  return revision;
}

/**
 * recordRevision for the items of one save of many (a spreadsheet import): the same versions, with a statement for
 * all their locks, one for all their last versions and one flush, however many items there are. `saves` are of one
 * entity type, each item at most once, all flushed. `imported`: the versions were saved by a spreadsheet import.
 */
export async function recordRevisions(
  em: EntityManager,
  kind: RevisionKind,
  saves: readonly ItemSave[],
  options: { imported?: boolean } = {},
): Promise<ContentRevision[]> {
  if (!saves.length) return [];
  const ids = saves.map((s) => s.item.id);
  // Saves of one item take its row's lock first, so their version numbers follow one another (a save that changes
  // nothing in the row itself would otherwise not wait for another). In id order: two saves of many never deadlock.
  await em
    .createQueryBuilder(helper(saves[0].item).__meta.className)
    .select(raw('1'))
    .where({ id: { $in: ids } })
    .orderBy({ id: 'asc' })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('all');
  const last = await lastRevisions(em, kind, ids);
  const actor = actorOf(em);
  const admin = await actor.admin();
  const revisions = saves.map(({ item, snapshot, before }) => {
    let previous = last.get(item.id)?.snapshot ?? null;
    let number = last.get(item.id)?.number ?? 0;
    if (!last.has(item.id) && before) {
      em.create(ContentRevision, {
        kind,
        itemId: item.id,
        number: 1,
        via: 'system',
        createdAt: before.savedAt,
        snapshot: before.snapshot,
        changedFields: [],
        englishOutdated: [...before.englishOutdated],
      });
      previous = before.snapshot;
      number = 1;
    }
    return em.create(ContentRevision, {
      kind,
      itemId: item.id,
      number: number + 1,
      via: actor.via,
      adminId: admin?.id ?? null,
      adminUsername: admin?.username ?? null,
      snapshot,
      changedFields: previous ? changedFields(previous, snapshot) : [],
      restoredFrom: restoring.get(em)?.number ?? null,
      englishOutdated: [...item.englishOutdated],
      imported: options.imported ?? false,
    });
  });
  await em.flush();
  return revisions;
}

/** Each item's newest version (its number and snapshot), read off the (kind, item_id, number) index in one statement. */
async function lastRevisions(
  em: EntityManager,
  kind: RevisionKind,
  ids: readonly number[],
): Promise<Map<number, { number: number; snapshot: Snapshot }>> {
  const meta = em.getMetadata().get(ContentRevision);
  const column = (name: 'kind' | 'itemId' | 'number' | 'snapshot') => `"${meta.properties[name].fieldNames[0]}"`;
  const rows: Array<{ item_id: number; number: number; snapshot: Snapshot | string }> = await em.execute(
    `select distinct on (${column('itemId')}) ${column('itemId')} as item_id, ${column('number')} as number, ${column('snapshot')} as snapshot
     from "${meta.tableName}" where ${column('kind')} = ? and ${column('itemId')} in (?) order by ${column('itemId')}, ${column('number')} desc`,
    [kind, ids],
  );
  // A json column comes back parsed from PostgreSQL's own types; a string only from a driver that leaves it so.
  return new Map(
    rows.map((r) => [
      Number(r.item_id),
      { number: Number(r.number), snapshot: typeof r.snapshot === 'string' ? (JSON.parse(r.snapshot) as Snapshot) : r.snapshot },
    ]),
  );
}
