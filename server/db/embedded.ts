// Embedded PostgreSQL for machines without a server: PGlite (WASM PostgreSQL) with its data under DATA_DIR,
// served so the ordinary PostgreSQL driver talks to it. It takes any login without a password, so it listens on
// no TCP port: only on a Unix socket in a directory that only this OS user may enter (mode 0700).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { restrictTree } from '../files/data-dir.js';

/** The ORM's pool must not exceed this (STACK.md: connections beyond the socket server's maximum are reset). */
export const EMBEDDED_MAX_CONNECTIONS = 4;
/**
 * Connections beyond the server's pool: the health check's own (server/db/availability.ts), and one so that
 * `npm run backup` can read the database while the server runs.
 */
const TOOL_CONNECTIONS = 2;
/** The driver looks for a Unix socket at <host>/.s.PGSQL.<port>, host being the socket's directory. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** A socket path must fit in sun_path (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedDatabase {
  url: string;
  /** The directory holding the socket (DATA_DIR/pgsocket unless that path is too long for a socket). */
  socketDir: string;
  /** Whether a transaction is under way: the engine runs one at a time, every other connection's statements wait. */
  busy(): boolean;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  const lock = path.join(dataDir, 'pgdata.lock');
  const owner = lockOwner(lock);
  if (owner && owner.pid !== process.pid) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${owner.pid}: stop it first.`);
  }
  mkdirSync(dir, { recursive: true });
  const socketDir = privateSocketDir(dataDir);
  writeFileSync(lock, `${process.pid}\n${socketDir}\n`);
  const release = () => {
    rmSync(socketDir, { recursive: true, force: true });
    rmSync(lock, { force: true });
  };
  let db: PGlite | undefined;
  try {
    // Search matches near misses by trigrams and edit distance: the migrations create the extensions PGlite must load.
    db = await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch } });
    // PGlite unpacks a new database with modes 0666 set explicitly (the umask does not apply): made private at once.
    await restrictTree(dir);
    const socket = path.join(socketDir, SOCKET_NAME);
    const server = new PGLiteSocketServer({ db, path: socket, maxConnections: EMBEDDED_MAX_CONNECTIONS + TOOL_CONNECTIONS });
    await server.start();
    chmodSync(socket, 0o600);
    const opened = db;
    return {
      url: socketUrl(socketDir),
      socketDir,
      busy: () => !opened.closed && opened.isInTransaction(),
      async stop() {
        await server.stop();
        await opened.close();
        release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * For tools: the database of the server running on this DATA_DIR (through its socket, `stop` leaving it running),
 * or else the embedded database started here. Fails when DATA_DIR holds no embedded database.
 */
export async function connectEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase & { shared: boolean }> {
  const owner = lockOwner(path.join(dataDir, 'pgdata.lock'));
  if (owner?.socketDir && owner.pid !== process.pid) {
    return { url: socketUrl(owner.socketDir), socketDir: owner.socketDir, shared: true, busy: () => false, stop: () => Promise.resolve() };
  }
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  return { ...(await startEmbeddedDatabase(dataDir)), shared: false };
}

/** A postgres:// URL whose host is the socket's directory (percent-encoded), as the pg driver reads it. */
function socketUrl(socketDir: string): string {
  return `postgres://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`;
}

/** A new, empty directory only this user can enter; a stale one left by a crash is replaced. */
function privateSocketDir(dataDir: string): string {
  const dir = path.join(dataDir, 'pgsocket');
  if (Buffer.byteLength(path.join(dir, SOCKET_NAME)) > MAX_SOCKET_PATH) return mkdtempSync(path.join(tmpdir(), 'pglite-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** PGlite is single-process: the live process holding the lock, if any (a second opener would corrupt the data). */
function lockOwner(file: string): { pid: number; socketDir: string | undefined } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pid, socketDir] = text.split('\n');
  return Number(pid) && isAlive(Number(pid)) ? { pid: Number(pid), socketDir: socketDir || undefined } : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
