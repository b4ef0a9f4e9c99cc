import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright's *.spec.ts live in tests/e2e and are not vitest's.
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
