// In the browser: the admin's lists search (with the site search's folding) and keep it in the address; two
// products unpublished together leave the public category page; a product dragged to the top of its category in
// order mode is first on the site's category page; the products list passes axe on a phone and a desktop; every
// list of the shared table is cards on a phone and a table on a desktop, the record's name opening it, and a phone
// ticks, unpublishes and sorts on the cards.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eventually } from '../helpers/eventually';
import { ADMIN } from '../helpers/server';
import { adminInEnglish, baseUrl, expect, expectNoHorizontalScroll, signIn, test } from './fixtures';

test.use({ locale: 'en-US' });

const base = baseUrl;

async function api(query: string, variables: Record<string, unknown>) {
  const login = (await (
    await fetch(`${base()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    })
  ).json()) as { token: string };
  const res = (await (
    await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as { data?: any; errors?: unknown };
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

async function createProduct(name: string, category: string): Promise<number> {
  const input = { name, category, shortDescriptionTr: `Kısa ${name}`, shortDescriptionEn: `Short ${name}` };
  return (await api('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input })).createProduct.id;
}

test('a search folds case and accents, stays in the address after a reload, and an empty result says so', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await createProduct(`Ölçüm Listesi ${stamp}`, 'control');
  await signIn(page);
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`olcum listesi ${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=olcum\\+listesi\\+${stamp}`));
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Ölçüm Listesi ${stamp}`);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue(`olcum listesi ${stamp}`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Ara' }).fill(`yok-${stamp}`);
  await expect(page.getByTestId('empty-state')).toContainText('Sonuç bulunamadı');
  await page.getByRole('button', { name: 'Aramayı ve filtreleri temizle' }).click();
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Ara' })).toHaveValue(`yok-${stamp}`);
});

test('two products unpublished together are gone from the public category page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const names = [`Toplu Bir ${stamp}`, `Toplu İki ${stamp}`];
  for (const name of names) await createProduct(name, 'io');
  const site = async () => (await fetch(`${base()}/products?category=io`)).text();
  // New products are an edit: the page kept before them may be served (STALE) for a few seconds while rendered again.
  await eventually(async () => {
    const html = await site();
    for (const name of names) expect(html).toContain(name);
  });

  await signIn(page);
  await page.goto(`/admin/products?q=toplu+${stamp}`);
  await expect(page.locator('table tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Bu sayfadaki tüm kayıtları seç' }).check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 kayıt seçildi');
  await bar.getByRole('button', { name: 'Yayından kaldır' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2 ürün yayından kaldırılsın mı?');
  await dialog.getByRole('button', { name: 'Yayından kaldır' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('2 ürün yayından kaldırıldı');
  await expect(page.locator('table tbody tr').getByTestId('publication-status')).toHaveText(['Taslak', 'Taslak']);
  // Unpublishing is a removal: gone at the very next request.
  const html = await site();
  for (const name of names) expect(html).not.toContain(name);
});

test('a product dragged to the top of its category in order mode is first on the category page', async ({ page }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const name = `Sıralı Ürün ${stamp}`;
  await createProduct(name, 'amr');
  await signIn(page);
  await page.goto('/admin/products?category=amr');
  await page.getByRole('button', { name: 'Sırala' }).click();
  const order = page.getByTestId('product-order');
  const rows = order.getByTestId('order-row');
  await expect(rows.last()).toContainText(name);
  const firstBefore = (await rows.first().getByTestId('order-name').textContent())!;

  // A pointer drag of the new (last) product's handle onto the first row.
  const handle = order.getByRole('button', { name: `${name} ürününü taşı` });
  const from = (await handle.boundingBox())!;
  const to = (await rows.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(from.x + from.width / 2, from.y + (to.y + 2 - from.y) * (i / 12), { steps: 2 });
  await page.mouse.up();
  await expect(rows.first()).toContainText(name);
  await order.getByRole('button', { name: 'Sırayı kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Sıra kaydedildi');

  // A new order is an edit: what was kept before it may be served (STALE) for a few seconds while made again.
  await eventually(async () => {
    const html = await (await fetch(`${base()}/products?category=amr`)).text();
    expect(html.indexOf(name)).toBeGreaterThan(-1);
    expect(html.indexOf(name)).toBeLessThan(html.indexOf(firstBefore));
  });
  await eventually(async () => {
    const site = (await (
      await fetch(`${base()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(category: amr, take: 1) { name } }' }),
      })
    ).json()) as { data: { products: { name: string }[] } };
    expect(site.data.products[0].name).toBe(name);
  });
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on the products list with rows selected at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/products?category=gateway');
    // A row of the table on a desktop, a card on a phone.
    await expect(page.getByTestId('record').first()).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('record').first().getByRole('checkbox').check();
    await expect(page.getByTestId('bulk-bar')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(
      violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
    // The page itself never scrolls sideways.
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
  });
}

/** Every list drawn by the shared table, and where its record's name leads (a webhook's address opens its form). */
const LISTS = [
  { list: 'products', opens: /\/admin\/product\/\d+$/ },
  { list: 'blogs', opens: /\/admin\/blog\/\d+$/ },
  { list: 'documents', opens: /\/admin\/document\/\d+$/ },
  { list: 'applications', opens: /\/admin\/application\/\d+$/ },
  { list: 'messages', opens: /\/admin\/messages\/\d+$/ },
  { list: 'webhooks', opens: 'form' },
  { list: 'redirects', opens: null },
  { list: 'audit', opens: null },
] as const;

/** A record in each list that starts without one: a contact message, a redirect and a webhook. */
async function recordsForEveryList(stamp: string) {
  const mail = await fetch(`${base()}/mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Liste Yazarı ${stamp}`,
      email: `liste-${stamp}@example.com`,
      phone: 'web',
      subject: `Kartlar için bir ileti ${stamp}`,
    }),
  });
  expect(mail.status).toBe(200);
  await api('mutation($input: RedirectInput!) { createRedirect(input: $input) { id } }', {
    input: { fromPath: `/eski/kart-${stamp}.html`, toPath: '/products', permanent: true },
  });
  // 127.0.0.1 is allowed to the browser tests' server (tests/e2e/global-setup.ts); nothing listens on port 9.
  await api('mutation($input: WebhookInput!) { createWebhook(input: $input) { id } }', {
    input: { url: `http://127.0.0.1:9/kart/${stamp}`, events: ['product.created'], secret: `kart-anahtari-${stamp}` },
  });
}

/** Each link and button of the record lies inside the screen: none sits out of reach to the right. */
async function expectActionsInView(page: Page, width: number) {
  const record = page.getByTestId('record').first();
  for (const control of await record.locator('a, button, input').all()) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width, `${(await control.getAttribute('aria-label')) ?? (await control.textContent())} in view`).toBeLessThanOrEqual(
      width,
    );
  }
}

for (const [width, lang] of [
  [390, 'tr'],
  [390, 'en'],
  [1280, 'tr'],
  [1280, 'en'],
] as const) {
  test(`every list is ${width < 768 ? 'cards' : 'a table'} at ${width}px (${lang}): the record's name opens it from the keyboard, its actions in view`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await recordsForEveryList(`${lang}${width}${Date.now().toString(36)}`);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    if (lang === 'en') await adminInEnglish(page);
    for (const { list, opens } of LISTS) {
      await page.goto(`/admin/${list}`);
      const record = page.getByTestId('record').first();
      // The admin's chunk and the list's query: slow on a busy two-core machine.
      await expect(record, list).toBeVisible({ timeout: 30_000 });
      if (width < 768) {
        await expect(page.getByRole('table'), list).toHaveCount(0);
        await expect(page.getByTestId('record-cards')).toBeVisible();
        await expect(record).toHaveJSProperty('tagName', 'LI');
      } else {
        await expect(record).toHaveJSProperty('tagName', 'TR');
      }
      await expectNoHorizontalScroll(page);
      await expectActionsInView(page, width);
      await page.screenshot({ path: test.info().outputPath(`${list}-${width}-${lang}.png`) });
      if (!opens) continue;
      // The name is the record's first control after its checkbox: a real link (a button for a webhook), from the keyboard.
      const name = record.locator('a, button').first();
      await name.focus();
      await expect(name).toBeFocused();
      await page.keyboard.press('Enter');
      if (opens === 'form') {
        await expect(page.getByLabel(/Adres \(URL\)|Address \(URL\)/)).toHaveValue(/^http:\/\/127\.0\.0\.1:9\/kart\//);
        await expect(page.getByLabel(/Adres \(URL\)|Address \(URL\)/)).toBeFocused();
        await expect(page.getByLabel(/Adres \(URL\)|Address \(URL\)/)).toBeInViewport();
      } else {
        await expect(page, list).toHaveURL(opens);
      }
    }
  });
}

test('on a phone two products are ticked, unpublished and sorted on their cards', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const names = [`Kart Bir ${stamp}`, `Kart İki ${stamp}`];
  for (const name of names) await createProduct(name, 'io');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`/admin/products?q=kart+${stamp}`);
  const cards = page.getByTestId('record');
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  // The label beside the box ticks every card of the page.
  await page.getByTestId('cards-toolbar').getByText('Bu sayfadaki tüm kayıtları seç').click();
  for (const card of await cards.all()) await expect(card.getByRole('checkbox')).toBeChecked();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 kayıt seçildi');
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Yayından kaldır' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2 ürün yayından kaldırılsın mı?');
  await dialog.getByRole('button', { name: 'Yayından kaldır' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('2 ürün yayından kaldırıldı');
  await expect(cards.getByTestId('publication-status')).toHaveText(['Taslak', 'Taslak']);

  // The headers' order, from above the cards: by name, then the other way round.
  await page.getByTestId('cards-toolbar').getByLabel('Sıralama').selectOption({ label: 'Ürün' });
  await expect(page).toHaveURL(/sort=NAME&order=ASC/);
  await expect(cards.getByRole('link', { name: new RegExp(`^Kart .* ${stamp}$`) })).toHaveText(names);
  await page.getByTestId('cards-toolbar').getByLabel('Yön').selectOption({ label: 'Azalan' });
  await expect(page).toHaveURL(/sort=NAME&order=DESC/);
  await expect(cards.getByRole('link', { name: new RegExp(`^Kart .* ${stamp}$`) })).toHaveText([...names].reverse());
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('cards-sorted-390-tr.png'), fullPage: true });
});
