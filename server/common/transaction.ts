import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` in one transaction on this EntityManager itself, joining a transaction already open on it.
 * (em.transactional() forks, and changes scheduled on the original EntityManager — such as a collection's
 * orphan removal — would then never be flushed.)
 */
export async function inTransaction<T>(em: EntityManager, work: () => T | Promise<T>): Promise<T> {
  if (em.isInTransaction()) {
    const result = await work();
    await em.flush();
    return result;
  }
  await em.begin();
  try {
    const result = await work();
    await em.commit();
    return result;
  } catch (error) {
    await em.rollback();
    throw error;
  }
}
