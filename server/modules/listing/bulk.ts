// Actions on many records at once (the admin lists' selection): every record or none, in one transaction, each
// through the same service method as the single action, so versions, search, files, caches and the audit log (one
// entry per record) behave alike.
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, userInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { FileChanges } from '../../files/file-changes.js';
import type { Storage } from '../../files/storage.js';

/** The most records one action takes (two admin list pages). */
export const MAX_BULK_IDS = 200;

/** The ids as a set: refused when none, too many, or not positive whole numbers. */
export function bulkIds(ids: readonly number[]): number[] {
  // Checked whatever the type promises: the list is the caller's, not known to be an array at all.
  const given: unknown = ids;
  if (!Array.isArray(given) || !ids.length) throw userInputError('ids', 'REQUIRED');
  if (ids.length > MAX_BULK_IDS) throw userInputError('ids', 'TOO_MANY');
  if (ids.some((id) => !Number.isInteger(id) || id < 1)) throw userInputError('ids', 'INVALID');
  return [...new Set(ids)];
}

/** Refuses the whole action, naming them, when some ids name no record (whatever its publication state). */
export async function requireAll(em: EntityManager, entity: EntityClass<{ id: number }>, ids: number[]): Promise<void> {
  const found = await em.find(entity, { id: { $in: ids } }, { fields: ['id'] });
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw appError('BAD_USER_INPUT', `ids: NOT_FOUND ${unknown.join(', ')}`, { field: 'ids', reason: 'NOT_FOUND', ids: unknown });
}

/**
 * Runs `each` for every id in one transaction; answers how many records it changed (`each` says whether it did).
 * With `storage`, files the records leave are removed only once all of it committed (the single actions' FileChanges
 * join this one).
 */
export async function bulk(
  em: EntityManager,
  entity: EntityClass<{ id: number }>,
  input: readonly number[],
  each: (id: number) => Promise<boolean>,
  storage?: Storage,
): Promise<number> {
  const ids = bulkIds(input);
  await requireAll(em, entity, ids);
  const all = () =>
    inTransaction(em, async () => {
      let changed = 0;
      for (const id of ids) if (await each(id)) changed += 1;
      return changed;
    });
  return storage ? FileChanges.run(storage, em, all) : all();
}
