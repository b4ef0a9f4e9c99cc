// The embedded database is reachable only by this server's OS user: no TCP port, a Unix
// socket in a directory of mode 0700 under DATA_DIR.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { removeDir, startServer, tempDataDir } from '../helpers/server.js';

const SOCKET_NAME = '.s.PGSQL.5432';

/** The pid of the process serving the embedded database (first line of DATA_DIR/pgdata.lock). */
const databasePid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'pgdata.lock'), 'utf8').split('\n')[0]);

/** Every TCP port the process listens on, read from /proc (its socket inodes matched against the LISTEN table). */
function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'].filter(existsSync)) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return [...new Set(ports)];
}

/** Opens a PostgreSQL session and runs a query; resolves with the error code when it is refused. */
async function tryPostgres(config: pg.ClientConfig): Promise<string> {
  const client = new pg.Client({ ...config, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return 'CONNECTED';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('embedded database', () => {
  it('listens on no TCP port, only on a Unix socket in a directory of mode 0700 that survives a crash', async () => {
    const dataDir = tempDataDir();
    let server = await startServer({ dataDir });
    try {
      expect((await gql(server.url, '{ products(take: 1) { id } }')).data.products).toHaveLength(1);
      const pid = databasePid(dataDir);
      const httpPort = Number(new URL(server.url).port);
      const ports = listeningTcpPorts(pid);
      expect(ports).toEqual([httpPort]);
      // No TCP port speaks PostgreSQL, the former loopback port's role included.
      for (const port of ports) expect(await tryPostgres({ host: '127.0.0.1', port })).not.toBe('CONNECTED');

      const socketDir = path.join(dataDir, 'pgsocket');
      const dirStat = statSync(socketDir);
      expect(dirStat.isDirectory()).toBe(true);
      expect(dirStat.mode & 0o777).toBe(0o700);
      expect(dirStat.uid).toBe(process.getuid!());
      expect(statSync(path.join(socketDir, SOCKET_NAME)).isSocket()).toBe(true);
      expect(readFileSync('/proc/net/unix', 'utf8')).toContain(path.join(socketDir, SOCKET_NAME));
      // Its owner (the server's OS user, e.g. `npm run backup`) reaches it through the socket.
      expect(await tryPostgres({ host: socketDir, port: 5432 })).toBe('CONNECTED');

      // A process killed outright leaves its socket directory and lock behind: the next start replaces both.
      process.kill(pid, 'SIGKILL');
      await server.stop();
      server = await startServer({ dataDir });
      expect(listeningTcpPorts(databasePid(dataDir))).toEqual([Number(new URL(server.url).port)]);
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      expect((await gql(server.url, '{ products(take: 1) { id } }')).data.products).toHaveLength(1);
    } finally {
      await server.stop();
      removeDir(dataDir);
    }
  });

  it.runIf(process.getuid?.() === 0)('another local user cannot open the socket, even when DATA_DIR is world-readable', async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    try {
      chmodSync(dataDir, 0o755);
      const socket = path.join(dataDir, 'pgsocket', SOCKET_NAME);
      const script = `require('net').connect(${JSON.stringify(socket)}).on('connect', () => { console.log('CONNECTED'); process.exit(0); }).on('error', (e) => { console.log(e.code); process.exit(0); });`;
      const answer = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['-e', script], { uid: 65534, gid: 65534, cwd: '/', stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.once('error', reject);
        child.once('exit', () => resolve(out.trim()));
      });
      expect(answer).toBe('EACCES');
    } finally {
      await server.stop();
      removeDir(dataDir);
    }
  });
});
