// Starts one server per Playwright worker (playwright.config.ts), so that what one worker's tests change (records,
// counts, settings) never meets another's; a worker finds its server's URL through `baseUrl()` (tests/e2e/fixtures.ts).
// The servers mail (invitations, password resets) to a real SMTP server here, which writes each mail to a directory
// the tests read (`mailDir()`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { Mailbox } from '../helpers/mailbox';
import { startIsolatedServer } from '../helpers/server';

export default async function globalSetup(config: FullConfig) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  const mailbox = await new Mailbox(dir).start();
  process.env.E2E_MAIL_DIR = dir;
  // The webhooks screen's test runs its integrator endpoint on 127.0.0.1, which webhooks may otherwise not call.
  const handles = await Promise.all(
    Array.from({ length: config.workers }, () =>
      startIsolatedServer({
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        SMTP_URL: mailbox.url,
        MAIL_FROM: 'site@example.com',
        MAIL_RETRY_DELAY: '200ms',
      }),
    ),
  );
  handles.forEach((handle, index) => (process.env[`E2E_BASE_URL_${index}`] = handle.server.url));
  return async () => {
    await Promise.all(handles.map((handle) => handle.stop()));
    await mailbox.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
