// A database the test can take away from a server and give back: a TCP proxy in front of a real PostgreSQL (a
// scratch database on DATABASE_URL's server, or else PGlite served on a loopback port by the test process).
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createScratchDatabase } from './database.js';
import { freePort } from './server.js';

export interface CuttableDatabase {
  /** DATABASE_URL for the server under test: through the proxy. */
  url: string;
  /** Whether a PostgreSQL server stands behind it (settings such as statement_timeout apply), not PGlite. */
  realServer: boolean;
  /** Drops every open connection and refuses new ones, as a database that went down. */
  cut(): void;
  restore(): void;
  stop(): Promise<void>;
}

export async function cuttableDatabase(): Promise<CuttableDatabase> {
  const backend = process.env.DATABASE_URL ? await scratchBackend(process.env.DATABASE_URL) : await pgliteBackend();
  const sockets = new Set<Socket>();
  let down = false;
  const proxy: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = createConnection(backend.port, backend.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  const url = new URL(backend.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    realServer: backend.realServer,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    async stop() {
      down = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await backend.stop();
    },
  };
}

interface Backend { url: string; host: string; port: number; realServer: boolean; stop(): Promise<void> }

async function scratchBackend(serverUrl: string): Promise<Backend> {
  const scratch = await createScratchDatabase(serverUrl);
  const url = new URL(scratch.url);
  return { url: scratch.url, host: url.hostname, port: Number(url.port || 5432), realServer: true, stop: () => scratch.drop() };
}

async function pgliteBackend(): Promise<Backend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-pglite-'));
  const db = await PGlite.create(dir);
  const port = await freePort();
  // More connections than the server's pool (10) keeps: beyond its maximum, PGlite's socket server resets them.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: 16 });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    host: '127.0.0.1',
    port,
    realServer: false,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
