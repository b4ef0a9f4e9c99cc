import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';

/** The advisory lock's key: any constant of this application's own (the bytes of 'ENRJSTRT'). */
const START_LOCK = '4994940947051754580';
/** How long a starting process waits for another's migrations and seed before giving up. */
const START_LOCK_WAIT = '5min';

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own, so that of several
 * processes starting together on one database one migrates and seeds while the others wait, then find it done.
 * The lock goes with its connection: a process that dies while holding it releases it.
 */
export async function holdingStartLock<T>(orm: MikroORM<PostgreSqlDriver>, work: () => Promise<T>): Promise<T> {
  const client = orm.em.getKnex().client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(c: PgConnection): Promise<void>;
  };
  const connection = await client.acquireConnection();
  try {
    // Waiting for the lock lasts as long as the other process's migrations and seed, which on a loaded machine outlast
    // the statement timeout meant for queries: the wait has a bound of its own (a process that dies frees the lock).
    await connection.query(`set statement_timeout = '${START_LOCK_WAIT}'`);
    try {
      await connection.query('select pg_advisory_lock($1)', [START_LOCK]);
    } finally {
      await connection.query('reset statement_timeout');
    }
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}
