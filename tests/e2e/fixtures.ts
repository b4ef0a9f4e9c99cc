import { test as base, expect, type Page } from '@playwright/test';

/** Every page test fails on a console error or an uncaught exception (hydration mismatches are both). */
export const test = base.extend<{ consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const WIDTHS = [375, 768, 1024, 1280] as const;
export const LANGS = ['tr', 'en'] as const;

/** Opens a page in a language (as a visitor who chose it) and waits until React has hydrated it. */
export async function open(page: Page, path: string, lang: 'tr' | 'en' = 'tr') {
  const url = lang === 'tr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`;
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

/** No element makes the page wider than the viewport (no sideways scrolling on phones). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'page wider than the viewport').toBeLessThanOrEqual(client);
}

/** The public paths of the site, read from its own sitemap (Turkish form), so new pages are walked too. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!.replace(/&#38;/g, '&')))
    .filter((u) => !u.searchParams.has('lang'))
    .map((u) => u.pathname + u.search);
}
