// The contract of server/common/config.ts for a setting in error: start-up stops with exit code 1 and one line naming it.
import { expect } from 'vitest';
import { startupRefusal } from './server.js';

/** Starts the built server with only `env` and checks that it refused, naming the variable `name`. */
export async function expectStartupRefused(env: Record<string, string>, name: string): Promise<void> {
  const err = await startupRefusal(env);
  expect(err?.code).toBe(1);
  expect(err!.stderr.trim().split('\n')).toHaveLength(1);
  expect(err!.stderr).toContain(`Invalid environment variable ${name}`);
}
