// Starts one server per Playwright worker (playwright.config.ts), so that what one worker's tests change (records,
// counts, settings) never meets another's; a worker finds its server's URL through `baseUrl()` (tests/e2e/fixtures.ts).
import type { FullConfig } from '@playwright/test';
import { startIsolatedServer } from '../helpers/server';

export default async function globalSetup(config: FullConfig) {
  // The webhooks screen's test runs its integrator endpoint on 127.0.0.1, which webhooks may otherwise not call.
  const handles = await Promise.all(
    Array.from({ length: config.workers }, () => startIsolatedServer({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' })),
  );
  handles.forEach((handle, index) => (process.env[`E2E_BASE_URL_${index}`] = handle.server.url));
  return async () => {
    await Promise.all(handles.map((handle) => handle.stop()));
  };
}
