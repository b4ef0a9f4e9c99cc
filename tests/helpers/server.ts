// Starts the built server (node dist/server/index.js) as a child process on a free loopback port.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The project root: the nearest folder up from here with a package.json (this file also runs compiled, from dist/). */
export const root = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
})();
export const ADMIN = { username: 'admin', password: 'test-password-123' };

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (its open files are under /proc/<pid>). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-test-'));
}

/**
 * The environment variables naming a DATA_DIR that a server started, migrated and seeded, then left (the test run's
 * global setup makes it), and with DATABASE_URL the database it did that in: a copy of both starts in seconds where a
 * first start takes up to ten (the migrations, the seed and its images, every time).
 */
export const SEEDED_DATA_DIR = 'SITE_TEST_SEEDED_DATA_DIR';
export const SEEDED_DATABASE = 'SITE_TEST_SEEDED_DATABASE';

/** Variables that change what a first start writes: a server given one of them starts from nothing. */
const FIRST_START_VARIABLES = ['DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'FILE_STORE'];

/** Whether a server with `env` starts as the seeded one did, so may start from a copy of it. */
const startsAsSeeded = (env: Record<string, string>) => !FIRST_START_VARIABLES.some((name) => name in env);

/**
 * A new DATA_DIR for a server with `env`: a copy of the seeded one when there is one and `env` starts the same way
 * (its own secrets: the copy leaves the JWT and backup keys out, so the server makes new ones), else an empty one.
 */
export function newDataDir(env: Record<string, string> = {}): string {
  const dir = tempDataDir();
  if (startsAsSeeded(env)) copySeededFiles(dir, { database: true });
  return dir;
}

/** Copies the seeded DATA_DIR's files into `dir` (its uploads; its embedded database too with `database`), if there is one. */
export function copySeededFiles(dir: string, { database = false } = {}): void {
  const seeded = process.env[SEEDED_DATA_DIR];
  if (!seeded) return;
  const left = ['jwt-secret', 'backup-key', ...(database ? [] : ['pgdata'])];
  cpSync(seeded, dir, { recursive: true, filter: (source) => source === seeded || !left.includes(path.relative(seeded, source)) });
}

/**
 * Makes the seeded DATA_DIR (and with DATABASE_URL its database) that servers start from, and names them in this
 * process's environment (for its workers); `remove` deletes them.
 */
export async function makeSeeded(): Promise<{ remove(): Promise<void> }> {
  const { createScratchDatabase } = await import('./database.js');
  const dir = tempDataDir();
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const server = await startServer({ dataDir: dir, env: scratch ? { DATABASE_URL: scratch.url } : {} });
  await server.stop();
  process.env[SEEDED_DATA_DIR] = dir;
  if (scratch) process.env[SEEDED_DATABASE] = scratch.name;
  return {
    async remove() {
      removeDir(dir);
      await scratch?.drop();
    },
  };
}

/** Starts a server; resolves once it logs that it listens. `dataDir` lets a test restart on the same data. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; nodeArgs?: string[]; startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? newDataDir(options.env);
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    // Test files share a server and post many messages and quote requests from one address; the throttle and quote tests
    // set their own limits.
    CONTACT_LIMIT: '100000/1m',
    QUOTE_LIMIT: '100000/1m',
    LOGIN_CLIENT_FAILURE_LIMIT: '100000/1m',
    ...options.env,
  };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/index.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const limit = options.startTimeoutMs ?? 90_000;
    const timer = setTimeout(() => {
      // Not left running behind a failed test run.
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${limit / 1000} s:\n${output}`));
    }, limit);
    const check = () => {
      if (/"msg":"listening"/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    output: () => output,
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A server with data of its own: a temp DATA_DIR (a copy of the seeded one, unless `fresh`), and with DATABASE_URL set
 * a scratch database on that server (a copy of the seeded one likewise; otherwise the embedded one). `restart` starts it again on the same data.
 */
export async function startIsolatedServer(env: Record<string, string> = {}, nodeArgs: string[] = [], { fresh = false } = {}) {
  const { createScratchDatabase } = await import('./database.js');
  const seeded = !fresh && startsAsSeeded(env);
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, seeded ? process.env[SEEDED_DATABASE] : undefined)
    : undefined;
  const fullEnv = { ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...env };
  // The scratch database is a copy of the seeded one exactly when the files are.
  const dataDir = seeded ? newDataDir(env) : tempDataDir();
  let current = await startServer({ env: fullEnv, dataDir, nodeArgs });
  return {
    get server() {
      return current;
    },
    /** Runs SQL on the server's database (the scratch one, or the embedded one through its socket). */
    async sql(text: string, values: unknown[] = []) {
      const { default: pg } = await import('pg');
      const embedded = async () =>
        ((await import(`${root}/dist/server/db/embedded.js`)) as typeof import('../../server/db/embedded.js')).connectEmbeddedDatabase(
          dataDir,
        );
      const client = new pg.Client({ connectionString: scratch?.url ?? (await embedded()).url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async restart() {
      await current.stop();
      current = await startServer({ env: fullEnv, dataDir, nodeArgs });
      return current;
    },
    async stop() {
      await current.stop();
      removeDir(dataDir);
      await scratch?.drop();
    },
  };
}

/**
 * Starts the built server with only `env` (and a temp DATA_DIR) and returns what it printed when it refused to start:
 * exit code 1 and one line naming the variable, the contract of server/common/config.ts.
 */
export async function startupRefusal(env: Record<string, string>): Promise<{ code: number; stderr: string } | null> {
  const dataDir = tempDataDir();
  try {
    return await promisify(execFile)(process.execPath, ['dist/server/index.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
  } finally {
    removeDir(dataDir);
  }
}

/** Runs `npm run admin:password`'s tool on a stopped server's data, typing `password`; resolves with its exit code and output. */
export function setAdminPassword(
  dataDir: string,
  env: Record<string, string>,
  password: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['dist/server/tools/admin-password.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(`${password}\n`);
  });
}

/**
 * Several server processes on one scratch database of DATABASE_URL's server, started one after the other (the first
 * migrates and seeds) or, `together`, at once (they agree which one does); `stop` stops them, removes their data and
 * drops the database.
 */
export async function startProcesses(count: number, env: Record<string, string> = {}, { together = false } = {}) {
  const { createScratchDatabase } = await import('./database.js');
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
  // One deployment: every process signs and checks sessions with the same secret (docs/operations.md).
  const sharedSecret = randomBytes(32).toString('hex');
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
    for (const dir of dirs) removeDir(dir);
    await scratch.drop();
  };
  try {
    const start = async () => {
      const dataDir = tempDataDir();
      dirs.push(dataDir);
      const server = await startServer({ env: { DATABASE_URL: scratch.url, JWT_SECRET: sharedSecret, ...env }, dataDir });
      servers.push(server);
      return server;
    };
    if (together) {
      const failed = (await Promise.allSettled(Array.from({ length: count }, start))).find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } else for (let i = 0; i < count; i++) await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, stop };
}
