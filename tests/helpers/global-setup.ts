// One shared server for the vitest run: embedded PostgreSQL, or a scratch database when DATABASE_URL is set.
import type { TestProject } from 'vitest/node';
import { startIsolatedServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

let handle: Awaited<ReturnType<typeof startIsolatedServer>> | undefined;

export async function setup(project: TestProject): Promise<void> {
  handle = await startIsolatedServer();
  project.provide('serverUrl', handle.server.url);
}

export async function teardown(): Promise<void> {
  await handle?.stop();
}
