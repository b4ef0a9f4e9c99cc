import { test as base, expect, type Page, type Request, type Response } from '@playwright/test';
import { eventually } from '../helpers/eventually';
import { ADMIN } from '../helpers/server';

/**
 * The URL of this worker's server (tests/e2e/global-setup.ts starts one per worker: a worker's tests share theirs,
 * one at a time, and never another worker's).
 */
export function baseUrl(): string {
  const url = process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX ?? 0}`];
  if (!url) throw new Error('No server for this worker: tests/e2e/global-setup.ts starts one per worker');
  return url;
}

/** Every page test fails on a console error or an uncaught exception (hydration mismatches are both). */
export const test = base.extend<{ consoleErrors: string[]; missingResources: RegExp | null }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(baseUrl()),
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

/**
 * A public page starts its script at the visitor's first input (client/boot-after-paint.js): a key pressed that changes
 * nothing on the page, then the wait until React has hydrated it.
 */
export async function startPage(page: Page, options?: { timeout?: number }) {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', options);
}

/** Opens a page with `?lang=` (the visitor's explicit choice) and waits until React has hydrated it. */
export async function open(page: Page, path: string, lang: 'tr' | 'en' = 'tr') {
  const [pathname, hash = ''] = path.split('#');
  const url = `${pathname}${pathname.includes('?') ? '&' : '?'}lang=${lang}${hash ? `#${hash}` : ''}`;
  const response = await page.goto(url);
  await startPage(page);
  return response;
}

/** Assertions that judge the page as it was loaded: a server-rendered page shows at once what it is going to show. */
const onThisLoad = expect.configure({ timeout: 1_000 });

/**
 * Opens a public page again until `check` passes on it: after an admin's edit, a page kept before it may be served
 * (marked STALE) for a few seconds while it is rendered again (tests/helpers/eventually.ts). `check` asserts with the
 * `expect` it is given, which gives its verdict within a second rather than after Playwright's usual wait. Removals
 * (delete, unpublish, draft, slug change) show at the very next request: check those with `open` alone.
 */
export async function openAfterEdit(
  page: Page,
  path: string,
  check: (expect: typeof onThisLoad, response: Response | null) => Promise<unknown>,
  lang: 'tr' | 'en' = 'tr',
) {
  await eventually(async () => {
    const response = await open(page, path, lang);
    await check(onThisLoad, response);
  });
}

/** No element makes the page wider than the viewport (no sideways scrolling on phones). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page wider than the viewport').toBeLessThanOrEqual(client);
}

/** The public paths of the site, read from its own sitemap (Turkish form), so new pages are walked too. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1].replace(/&#38;/g, '&')))
    .filter((u) => !u.searchParams.has('lang'))
    .map((u) => u.pathname + u.search);
}

/** Signs in through the admin's sign-in form and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  // The password's hash is slow on purpose, and slower on a busy two-core machine.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
}

/** Switches the signed-in admin to English with the header's language switcher, as an administrator does. */
export async function adminInEnglish(page: Page) {
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.locator('main h1')).toHaveText('Dashboard');
}

/** Starts adding up layout shifts not caused by input (CLS) from the next page load on; read it with layoutShift. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** GraphQL requests, queries included (the site's go out as GET /graphql?… with their trusted-document hash). */
export const GRAPHQL_URL = /\/graphql(\?|$)/;

/** A GraphQL request's operation name: from the URL of a GET, from the body of a POST (JSON or multipart). */
export function operationName(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  return /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
}

/** Holds the named GraphQL operations a moment, so a spinner or a progress bar can be seen. */
export async function holdOperations(page: Page, operations: RegExp, ms = 1200) {
  await page.route(GRAPHQL_URL, async (route) => {
    const name = operationName(route.request());
    if (name && operations.test(name)) await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}
