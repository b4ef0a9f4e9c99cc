import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Visitors' browsers send Accept-Language; these tests are written for a Turkish visitor.
    locale: 'tr-TR',
  },
});
