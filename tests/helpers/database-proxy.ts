// A database behind a TCP proxy the test controls, in front of a real PostgreSQL (a scratch database on
// DATABASE_URL's server, or else PGlite served on a loopback port by the test process). The test can take it away
// from a server and give it back (faults), read every statement the server sent through it (statement counts), and
// hold back the statements it names until it lets them go (work kept under way for as long as a test needs).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createScratchDatabase } from './database.js';
import { FrontendStatements } from './pg-frontend.js';
import { copySeededFiles, freePort, SEEDED_DATA_DIR, SEEDED_DATABASE } from './server.js';

export interface ProxiedDatabase {
  /** DATABASE_URL for the server under test: through the proxy. */
  url: string;
  /** The database itself, not through the proxy: for a test's own setup, which is then neither counted nor cut. */
  directUrl: string;
  /** Whether a PostgreSQL server stands behind it (settings such as statement_timeout apply), not PGlite. */
  realServer: boolean;
  /** Drops every open connection and refuses new ones, as a database that went down. */
  cut(): void;
  /**
   * A database that stops answering without closing anything (a stuck host, a network partition): connections are
   * accepted, open ones stay open, and nothing sent either way arrives.
   */
  hang(): void;
  /** Back to normal; connections held while hanging are dropped (a client must open new ones). */
  restore(): void;
  /**
   * Holds back every statement matching `pattern` from now on, and whatever its connection sends after it, until
   * `release`: the server's query waits as on a slow database (the gate leaves a database that answers alone).
   */
  hold(pattern: RegExp): void;
  /** How many connections have a statement held back. */
  held(): number;
  /** Sends on what was held back, in order, and holds nothing more. */
  release(): void;
  /** The statements (simple queries and extended-protocol executes) sent through the proxy since the last reset, in order. */
  statements(): string[];
  resetStatements(): void;
  stop(): Promise<void>;
}

/**
 * `dataDir`: the DATA_DIR of the server that will use it. With a seeded DATA_DIR (and on DATABASE_URL's server, a
 * seeded database) at hand (tests/helpers/server.ts), the database starts as a copy of the seeded one and `dataDir`
 * gets its files, as a copied DATA_DIR would.
 */
export async function proxiedDatabase(dataDir?: string): Promise<ProxiedDatabase> {
  const backend = process.env.DATABASE_URL ? await scratchBackend(process.env.DATABASE_URL, dataDir) : await pgliteBackend(dataDir);
  const sockets = new Set<Socket>();
  /** Connections that saw the proxy hang: never forwarded again, dropped on restore. */
  const held = new Set<Socket>();
  let down = false;
  let hanging = false;
  let statements: string[] = [];
  let holding: RegExp | null = null;
  /** Per connection with a statement held back: what it sent since, and where it goes. */
  const gates = new Map<Socket, { chunks: Buffer[]; upstream: Socket }>();
  const proxy: Server = createServer((client) => {
    if (down) return client.destroy();
    client.on('error', () => undefined);
    if (hanging) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = createConnection(backend.port, backend.host);
    const reader = new FrontendStatements((text) => {
      statements.push(text);
      if (holding?.test(text) && !gates.has(client)) gates.set(client, { chunks: [], upstream });
    });
    // Forwarded by hand (not piped) so that a hang can swallow what either side sends.
    const forward = (from: Socket, to: Socket, onChunk?: (chunk: Buffer) => void) =>
      from.on('data', (chunk: Buffer) => {
        if (hanging) return void held.add(client);
        onChunk?.(chunk);
        const gate = from === client ? gates.get(client) : undefined;
        if (gate) gate.chunks.push(chunk);
        else to.write(chunk);
      });
    forward(client, upstream, (chunk) => reader.push(chunk));
    forward(upstream, client);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        held.delete(client);
        gates.delete(client);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  const url = new URL(backend.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    directUrl: backend.url,
    realServer: backend.realServer,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    hang() {
      hanging = true;
    },
    restore() {
      down = false;
      hanging = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    hold(pattern) {
      holding = pattern;
    },
    held: () => gates.size,
    release() {
      holding = null;
      for (const { chunks, upstream } of gates.values()) for (const chunk of chunks) upstream.write(chunk);
      gates.clear();
    },
    statements: () => [...statements],
    resetStatements() {
      statements = [];
    },
    async stop() {
      down = true;
      for (const socket of [...sockets, ...held]) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await backend.stop();
    },
  };
}

interface Backend {
  url: string;
  host: string;
  port: number;
  realServer: boolean;
  stop(): Promise<void>;
}

async function scratchBackend(serverUrl: string, dataDir: string | undefined): Promise<Backend> {
  const template = dataDir ? process.env[SEEDED_DATABASE] : undefined;
  const scratch = await createScratchDatabase(serverUrl, template);
  if (template) copySeededFiles(dataDir!);
  const url = new URL(scratch.url);
  return { url: scratch.url, host: url.hostname, port: Number(url.port || 5432), realServer: true, stop: () => scratch.drop() };
}

async function pgliteBackend(dataDir: string | undefined): Promise<Backend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'proxied-pglite-'));
  const seeded = process.env[SEEDED_DATA_DIR];
  if (dataDir && seeded) {
    cpSync(path.join(seeded, 'pgdata'), dir, { recursive: true });
    copySeededFiles(dataDir);
  }
  const db = await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch } });
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
