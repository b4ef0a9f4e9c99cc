import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';

/** The advisory lock's key: any constant of this application's own (the bytes of 'ENRJSTRT'). */
const START_LOCK = '4994940947051754580';

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own, so that of several
 * processes starting together on one database one migrates and seeds while the others wait, then find it done.
 * The lock goes with its connection: a process that dies while holding it releases it.
 */
export async function holdingStartLock<T>(orm: MikroORM<PostgreSqlDriver>, work: () => Promise<T>): Promise<T> {
  const client = orm.em.getKnex().client as { acquireConnection(): Promise<PgConnection>; releaseConnection(c: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock($1)', [START_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    await client.releaseConnection(connection);
  }
}
