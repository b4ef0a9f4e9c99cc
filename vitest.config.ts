import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chakraThemeFiles } from './client/vite.config.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // Playwright's *.spec.ts live in tests/e2e and are not vitest's.
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: { alias: [chakraThemeFiles] },
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
