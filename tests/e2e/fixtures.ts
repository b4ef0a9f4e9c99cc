import { test as base, expect } from '@playwright/test';

/** Every page test fails on a console error or an uncaught exception (hydration mismatches are both). */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
