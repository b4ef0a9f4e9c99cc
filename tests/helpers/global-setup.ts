// One shared server for the vitest run: embedded PostgreSQL, or a scratch database when DATABASE_URL is set. First a
// seeded DATA_DIR (and database), which it and the tests' own servers start from (tests/helpers/server.ts).
import type { TestProject } from 'vitest/node';
import { makeSeeded, startIsolatedServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    /** The shared server's DATA_DIR, for tests that check the files it writes. */
    serverDataDir: string;
  }
}

let handle: Awaited<ReturnType<typeof startIsolatedServer>> | undefined;
let seeded: Awaited<ReturnType<typeof makeSeeded>> | undefined;

export async function setup(project: TestProject): Promise<void> {
  seeded = await makeSeeded();
  handle = await startIsolatedServer();
  project.provide('serverUrl', handle.server.url);
  project.provide('serverDataDir', handle.server.dataDir);
}

export async function teardown(): Promise<void> {
  await handle?.stop();
  await seeded?.remove();
}
