import type { Page } from '@playwright/test';
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, GRAPHQL_URL, signIn, test } from './fixtures';

const KINDS = ['blogs', 'documents', 'applications', 'products'] as const;

async function shownCounts(page: Page) {
  const counts: Record<string, number> = {};
  for (const kind of KINDS) {
    await expect(page.getByTestId(`count-${kind}`)).toHaveText(/^\d+$/);
    counts[kind] = Number(await page.getByTestId(`count-${kind}`).textContent());
  }
  return counts;
}

/** Aborted requests are reported by the browser itself; those are this test's doing, nothing else may fail. */
function dropAbortedRequestErrors(consoleErrors: string[]) {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e)));
}

test('dashboard: live counters, the API working, create and list links', async ({ page, baseURL }) => {
  await signIn(page);
  const counts = await shownCounts(page);
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const { data } = await gql(baseURL!, '{ dashboardStats { blogs documents applications products } }', {}, token);
  expect(counts).toEqual(data.dashboardStats);
  await expect(page.getByTestId('api-status-text')).toHaveText('API çalışıyor');
  await expect(page.getByTestId('api-status')).toHaveAttribute('data-state', 'up');
  await expect(page.getByTestId('stats-last-known')).toHaveCount(0);
  // The counts are remembered, with the time, for when the API is down.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('admin_dashboard_stats') ?? 'null'));
  expect(stored.stats).toEqual(counts);
  expect(Date.now() - Date.parse(stored.savedAt)).toBeLessThan(60_000);

  await expect(page.getByRole('link', { name: 'Tüm mesajlar' })).toHaveAttribute('href', '/admin/messages');

  const links: [string, RegExp][] = [
    ['Yeni Blog Yazısı', /\/admin\/blog\/new$/],
    ['Yeni Doküman', /\/admin\/document\/new$/],
    ['Yeni Uygulama', /\/admin\/application\/new$/],
    ['Yeni Ürün', /\/admin\/product\/new$/],
    ['Tüm blog yazıları', /\/admin\/blogs$/],
    ['Tüm dokümanlar', /\/admin\/documents$/],
    ['Tüm uygulamalar', /\/admin\/applications$/],
    ['Tüm ürünler', /\/admin\/products$/],
  ];
  for (const [name, url] of links) {
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  }
});

test("dashboard: one link to the site and one logout, the header's as on every admin screen", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: 'Ana siteye git' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await expect(page.locator('a[href="/"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /çıkış|oturum/i })).toHaveCount(1);
});

test('dashboard with the API down: the last known counts, marked as such, and the API status down; retry recovers', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  const counts = await shownCounts(page);
  await expect(page.getByTestId('api-status-text')).toHaveText('API çalışıyor');

  await page.route(GRAPHQL_URL, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('api-status-text')).toHaveText("API'ye ulaşılamıyor");
  await expect(page.getByTestId('api-status')).toContainText('veri sorguları başarısız');
  await expect(page.getByTestId('stats-last-known')).toHaveText(/^Son bilinen, \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(Europe\/Istanbul\)$/);
  expect(await shownCounts(page)).toEqual(counts);

  // The server itself down too: its health check fails.
  await page.route('**/healthz', (route) => route.abort());
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByTestId('api-status')).toContainText('Sunucu sağlık kontrolüne yanıt vermiyor.');
  await expect(page.getByTestId('stats-last-known')).toBeVisible();
  expect(await shownCounts(page)).toEqual(counts);

  await page.unroute(GRAPHQL_URL);
  await page.unroute('**/healthz');
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByTestId('api-status-text')).toHaveText('API çalışıyor');
  await expect(page.getByTestId('stats-last-known')).toHaveCount(0);
  dropAbortedRequestErrors(consoleErrors);
});

test('dashboard in English: the same notes in the other language', async ({ page, consoleErrors }) => {
  await signIn(page);
  await shownCounts(page);
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.route(GRAPHQL_URL, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('api-status-text')).toHaveText('The API cannot be reached');
  await expect(page.getByTestId('stats-last-known')).toHaveText(/^Last known, /);
  await page.unroute(GRAPHQL_URL);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('api-status-text')).toHaveText('The API is working');
  await expect(page.getByRole('link', { name: 'New blog post' })).toHaveAttribute('href', '/admin/blog/new');
  dropAbortedRequestErrors(consoleErrors);
});

test('dashboard: the contact messages by state, each leading to its filtered inbox', async ({ page, baseURL }) => {
  // A new message, so the inbox has one of each state at least once this test has run.
  await gql(baseURL!, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) { status } }', {
    i: { name: 'Pano Testi', email: 'pano@example.com', subject: 'Durum sayıları', page: '/products' },
  });
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  await signIn(page);
  const { data } = await gql(baseURL!, '{ contactMessageCounts { new read handled } }', {}, token);
  expect(data.contactMessageCounts.new).toBeGreaterThan(0);
  for (const [state, label] of [
    ['new', 'Yeni'],
    ['read', 'Okundu'],
    ['handled', 'Ele alındı'],
  ] as const) {
    await expect(page.getByTestId(`count-messages-${state}`)).toHaveText(`${label}: ${data.contactMessageCounts[state]}`);
  }
  // The newest is marked new in the recent list.
  await expect(page.getByRole('list', { name: 'Son mesajlar' }).getByRole('listitem').first()).toContainText('Yeni');
  await page.getByTestId('count-messages-new').click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=NEW$/);
  await expect(page.getByLabel('Durum', { exact: true })).toHaveValue('NEW');
  await expect(page.locator('tbody tr').first()).toContainText('Pano Testi');
  await expect(page.locator('tbody').getByTestId('message-status').filter({ hasNotText: 'Yeni' })).toHaveCount(0);
});
