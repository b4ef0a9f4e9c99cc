import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN } from '../helpers/server';

/** Every page test fails on a console error or an uncaught exception (hydration mismatches are both). */
export const test = base.extend<{ consoleErrors: string[]; missingResources: RegExp | null }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  /** URLs a test's content points at knowing they do not exist (the XSS corpus' broken images): their 404s are expected. */
  missingResources: [null, { option: true }],
  consoleErrors: [
    async ({ page, missingResources }, use) => {
      const errors: string[] = [];
      // A page that answers 404 on purpose (not-found screens) makes the browser log it; that is not an error.
      const notFoundPages = new Set<string>();
      page.on('response', (r) => {
        if (r.status() === 404 && r.request().resourceType() === 'document') notFoundPages.add(r.url());
      });
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (/status of 404/.test(msg.text()) && notFoundPages.has(msg.location().url)) return;
        if (/status of 404/.test(msg.text()) && missingResources?.test(msg.location().url)) return;
        errors.push(msg.text());
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

/** Opens a page with `?lang=` (the visitor's explicit choice) and waits until React has hydrated it. */
export async function open(page: Page, path: string, lang: 'tr' | 'en' = 'tr') {
  const [pathname, hash = ''] = path.split('#');
  const url = `${pathname}${pathname!.includes('?') ? '&' : '?'}lang=${lang}${hash ? `#${hash}` : ''}`;
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

/** Signs in through the admin's sign-in form and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
