// A server of its own whose database a test takes away and gives back (./database-proxy.ts), with the contact
// messages it spools to disk meanwhile: what the database fault tests share.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { proxiedDatabase, type ProxiedDatabase } from './database-proxy.js';
import { loginToken } from './graphql.js';
import { ADMIN, removeDir, startServer, tempDataDir, type RunningServer } from './server.js';

export class DatabaseFaultBench {
  readonly dataDir = tempDataDir();
  readonly spoolDir = path.join(this.dataDir, 'spool', 'contact');
  db!: ProxiedDatabase;
  server!: RunningServer;
  /** The administrator's token on the running server. */
  token!: string;

  /** The proxied database, then the server on it, signed in. */
  async open(): Promise<void> {
    this.db = await proxiedDatabase(this.dataDir);
    await this.start();
    await this.signIn();
  }

  /** Starts the server (again, after a stop) on the same data folder and database. */
  async start(): Promise<void> {
    this.server = await startServer({ env: { DATABASE_URL: this.db.url }, dataDir: this.dataDir });
  }

  async signIn(): Promise<void> {
    this.token = await loginToken(this.server.url, ADMIN.username, ADMIN.password);
  }

  /** The contact messages waiting on disk. */
  readonly spooled = (): string[] => (existsSync(this.spoolDir) ? readdirSync(this.spoolDir).filter((f) => f.endsWith('.json')) : []);

  readonly healthStatus = async (): Promise<number> => (await fetch(`${this.server.url}/healthz`)).status;

  async close(): Promise<void> {
    await this.server?.stop();
    await this.db?.stop();
    removeDir(this.dataDir);
  }
}
