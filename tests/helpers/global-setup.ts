// One shared server for the vitest run: embedded PostgreSQL, or a scratch database when DATABASE_URL is set. With
// the embedded one, a seeded DATA_DIR first, which the tests' own servers start from (tests/helpers/server.ts).
import type { TestProject } from 'vitest/node';
import { makeSeededDataDir, removeDir, startIsolatedServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The shared server's DATA_DIR, for tests that check the files it writes. */
    serverDataDir: string;
  }
}

let handle: Awaited<ReturnType<typeof startIsolatedServer>> | undefined;
let seeded: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!process.env.DATABASE_URL) seeded = await makeSeededDataDir();
  handle = await startIsolatedServer();
  project.provide('serverUrl', handle.server.url);
  project.provide('serverDataDir', handle.server.dataDir);
}

export async function teardown(): Promise<void> {
  await handle?.stop();
  if (seeded) removeDir(seeded);
}
