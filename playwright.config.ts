import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, each with a server of its own (tests/e2e/global-setup.ts): a file's tests run in order in one worker,
  // on records no other worker touches.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's whole time, generous: the long round trips (a document, a draft) take 35 s alone and twice that on a
  // busy shared machine; the suite's budget is .ci/run's, not a test's.
  timeout: 90_000,
  // The first screen of a new browser context loads the admin's chunk afresh: over 5 s when the shared machine is busy.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Snapshots of a failed test, without its screencast (which costs a tenth of the run on two cores).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Visitors' browsers send Accept-Language; these tests are written for a Turkish visitor.
    locale: 'tr-TR',
  },
});
