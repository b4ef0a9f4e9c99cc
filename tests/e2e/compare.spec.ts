import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { root } from '../helpers/server';
import { expect, expectNoHorizontalScroll, open, test } from './fixtures';

const EA300 = { slug: 'ea-300-energy-analyzer', name: 'EA-300 Energy Analyzer' };
const EA500 = { slug: 'ea-500-power-quality-analyzer', name: 'EA-500 Power Quality Analyzer' };
const EA120 = { slug: 'ea-120-din-rail-energy-meter', name: 'EA-120 DIN-Rail Energy Meter' };
// Two I/O modules with some specifications alike (protocol, supply voltage, temperature, protection class).
const DI16 = { slug: 'eio-16di-digital-input-module', name: 'EIO-16DI Digital Input Module' };
const RO8 = { slug: 'eio-8ro-relay-output-module', name: 'EIO-8RO Relay Output Module' };
const STORAGE_KEY = 'compared_products';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A card's "add to comparison" button (its name says whether the product is in the comparison). */
const cardToggle = (page: Page, name: string) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name }) })
    .getByTestId('compare-toggle');

/** Presses a toggle until it shows pressed: a tap before the button's own chunk has hydrated is not replayed. */
async function press(toggle: Locator) {
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 700 });
  }).toPass({ timeout: 10_000 });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** Chooses products for comparison in this browser before any page loads (as an earlier visit would have). */
async function chosen(page: Page, products: Array<{ slug: string; name: string }>) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(products)]);
}

test('a visitor compares two analyzers on a phone: from a card and a product page to the bar and the comparison (tr, 390px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/products?category=energy');
  await press(cardToggle(page, EA300.name));
  const bar = page.getByTestId('compare-bar');
  await expect(bar.getByRole('heading', { name: 'Karşılaştırma (1/4)' })).toBeVisible();
  await expect(bar).toContainText('Bir ürün daha seçin');
  await expect(page.getByTestId('compare-notice')).toHaveText(`${EA300.name} karşılaştırmaya eklendi.`);

  await open(page, `/products/${EA500.slug}`);
  await press(page.getByTestId('compare-toggle'));
  await expect(page.getByTestId('compare-open')).toHaveText('Karşılaştırmayı aç (2)');
  await expect(bar.getByRole('heading', { name: 'Karşılaştırma (2/4)' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('bar-390-tr.png') });

  await bar.getByRole('link', { name: 'Karşılaştır' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/compare\\?slugs=${EA300.slug},${EA500.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürün Karşılaştırma');
  const table = page.getByTestId('compare-table');
  await expect(table.getByTestId('compare-product')).toHaveCount(2);
  await expect(table.getByTestId('compare-product').first()).toContainText(EA300.name);
  // Rows aligned by group and label: the accuracies side by side, marked as different; a row one lacks shows a dash.
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
  const accuracy = row('Aktif Enerji Doğruluğu');
  await expect(accuracy).toHaveAttribute('data-differs', 'true');
  await expect(accuracy.getByRole('cell')).toHaveText(['Sınıf 0,5S (IEC 62053-22)', 'Sınıf 0,2S']);
  await expect(accuracy.getByRole('rowheader')).toContainText('(ürünler arasında farklı)');
  await expect(row('Frekans').getByRole('cell').nth(1)).toHaveText('—Belirtilmemiş');
  await expectNoHorizontalScroll(page);
  // The table scrolls sideways inside its region; the labels stay where they are.
  const label = accuracy.getByRole('rowheader');
  const before = (await label.boundingBox())!.x;
  await table.evaluate((region) => {
    region.scrollLeft = 200;
  });
  await expect.poll(async () => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  expect((await label.boundingBox())!.x).toBe(before);
  await table.evaluate((region) => {
    region.scrollLeft = 0;
  });
  await page.screenshot({ path: test.info().outputPath('compare-390-tr.png'), fullPage: true });
  await expectNoAxeViolations(page);
});

test('in English on a desktop: two modules from the list, differences only, and one taken out (en, 1280px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/products?category=io', 'en');
  await press(cardToggle(page, DI16.name));
  await press(cardToggle(page, RO8.name));
  const bar = page.getByTestId('compare-bar');
  await expect(bar.getByRole('heading', { name: 'Comparison (2/4)' })).toBeVisible();
  await expect(bar.getByRole('listitem')).toHaveText([DI16.name, RO8.name]);
  await page.screenshot({ path: test.info().outputPath('bar-1280-en.png') });
  await expectNoAxeViolations(page);

  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Comparison');
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('rowgroup').filter({ hasText: 'Communication' })).toBeVisible();
  const temperature = table.getByRole('row').filter({ hasText: 'Operating Temperature' });
  await expect(temperature.getByRole('cell')).toHaveText(['-20 °C ... +60 °C', '-20 °C ... +60 °C']);
  await expect(temperature).not.toHaveAttribute('data-differs');
  await expect(table.getByRole('row').filter({ hasText: 'Interface' })).toHaveAttribute('data-differs', 'true');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/products/compare\\?slugs=${DI16.slug},${RO8.slug}&lang=en$`),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByLabel('Show differences only').check();
  await expect(temperature).toHaveCount(0);
  await expect(table.locator('tbody tr:not([data-differs]) th[scope="row"]')).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Interface' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath('compare-diff-1280-en.png'), fullPage: true });
  await expectNoAxeViolations(page);

  // Taking a product out of the comparison there leaves the other, and the choice follows (the bar stays away: it
  // would list what the page shows).
  await table.getByRole('link', { name: `Remove from comparison: ${RO8.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/compare\\?slugs=${DI16.slug}$`));
  await expect(table.getByTestId('compare-product')).toHaveCount(1);
  await expect(page.getByText('Add one more product to compare')).toBeVisible();
  await expect(page.getByTestId('compare-notice')).toHaveText(`${RO8.name} was removed from the comparison.`);
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), STORAGE_KEY)).toEqual([DI16]);
  await expect(bar).toHaveCount(0);

  // Added back from the page's own form: the page follows, and so does the choice.
  const add = page.getByTestId('compare-add');
  await add.getByLabel('Add a product to the comparison').selectOption({ label: RO8.name });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/compare\\?slugs=${DI16.slug},${RO8.slug}$`));
  await expect(table.getByTestId('compare-product')).toHaveCount(2);
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), STORAGE_KEY)).toEqual([DI16, RO8]);
  await expect(bar).toHaveCount(0);
});

// The page itself, reached by its address (a shared link: nothing chosen in this browser, so no bar); the bar is
// checked with axe in the tests above (390px tr, 1280px en).
test('the comparison page in Turkish on a desktop and in English on a phone, with axe', async ({ page }) => {
  for (const [lang, width] of [
    ['tr', 1280],
    ['en', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, `/products/compare?slugs=${EA300.slug},${EA500.slug}`, lang);
    await expect(page.getByTestId('compare-table').getByTestId('compare-product')).toHaveCount(2);
    await expect(page.getByTestId('compare-bar')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`compare-${width}-${lang}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  }
});

test('at most four: a fifth is refused with a notice; the bar removes one and clears them from the keyboard', async ({ page, request }) => {
  const { data } = await (await request.post('/graphql', { data: { query: '{ products(take: 6) { slug name } }' } })).json();
  const products = data.products as Array<{ slug: string; name: string }>;
  await chosen(page, products.slice(0, 4));
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `/products/${products[4].slug}`, 'en');
  const bar = page.getByTestId('compare-bar');
  await expect(bar.getByRole('heading', { name: 'Comparison (4/4)' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Add to comparison' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(async () => {
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('compare-notice')).toContainText('At most 4 products can be compared', { timeout: 700 });
  }).toPass({ timeout: 10_000 });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('compare-notice')).toHaveAttribute('role', 'status');

  await bar.getByRole('button', { name: `Remove ${products[0].name} from the comparison` }).focus();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('heading', { name: 'Comparison (3/4)' })).toBeVisible();
  await expect(page.getByTestId('compare-notice')).toHaveText(`${products[0].name} was removed from the comparison.`);
  await bar.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId('compare-notice')).toHaveText('The comparison list was cleared.');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('[]');
});

test("the home page starts without the comparison's code and hydrates a stored choice without a mismatch", async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const { entry, preload } = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)![1]) as {
    entry: string;
    preload: string[];
  };
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  for (const source of ['features/products/components/CompareToggle.tsx', 'features/products/components/CompareBar.tsx']) {
    expect([entry, ...preload]).not.toContain(`/${manifest[source].file}`);
  }
  // Two chosen before the page loads: the cards show them pressed and the bar lists them once hydrated (a mismatch
  // would be a console error, which fails the test).
  await chosen(page, [EA300, EA120]);
  await open(page, '/');
  await expect(page.getByTestId('compare-bar').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('compare-bar').getByRole('link', { name: 'Karşılaştır' })).toHaveAttribute(
    'href',
    `/products/compare?slugs=${EA300.slug},${EA120.slug}`,
  );
});

for (const [lang, width, texts] of [
  [
    'tr',
    390,
    { add: 'Karşılaştır', added: 'Karşılaştırmada', page: 'Karşılaştırmaya ekle', bar: 'Karşılaştırma (2/4)', compare: 'Karşılaştır' },
  ],
  ['en', 1280, { add: 'Compare', added: 'In comparison', page: 'Add to comparison', bar: 'Comparison (2/4)', compare: 'Compare' }],
] as const) {
  test(`the button says the product is in the comparison and takes it out; the bar leaves the comparison page uncovered (${lang}, ${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await open(page, '/products?category=energy', lang);
    const toggle = cardToggle(page, EA300.name);
    await expect(toggle).toHaveAccessibleName(`${texts.add}: ${EA300.name}`);
    await press(toggle);
    // Added: said in words (and named so), with a tick and a cross, not by colour alone.
    await expect(toggle).toHaveText(texts.added);
    await expect(toggle).toHaveAccessibleName(`${texts.added}: ${EA300.name}`);
    await expect(toggle.locator('svg')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`card-added-${width}-${lang}.png`) });
    // Pressed again: out of the comparison, the button as it was.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveText(texts.add);
    await expect(page.getByTestId('compare-bar')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('[]');

    await press(toggle);
    await open(page, `/products/${EA500.slug}`, lang);
    const onPage = page.getByTestId('compare-toggle');
    await expect(onPage).toHaveText(texts.page);
    await press(onPage);
    await expect(onPage).toHaveText(texts.added);
    const bar = page.getByTestId('compare-bar');
    await expect(bar.getByRole('heading', { name: texts.bar })).toBeVisible();
    // The bar's title and its way to the comparison share a line, the products the next: a low bar on a phone.
    const title = (await bar.getByRole('heading').boundingBox())!;
    const link = (await bar.getByTestId('compare-link').boundingBox())!;
    expect(Math.abs(title.y + title.height / 2 - (link.y + link.height / 2))).toBeLessThan(12);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`product-added-${width}-${lang}.png`) });

    // On the comparison page of the same products nothing is fixed over the table: no bar, no room kept for one.
    await bar.getByRole('link', { name: texts.compare }).click();
    const table = page.getByTestId('compare-table');
    await expect(table.getByTestId('compare-product')).toHaveCount(2);
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    await page.screenshot({ path: test.info().outputPath(`compare-${width}-${lang}.png`) });

    // A comparison of other products (a shared link): the visitor's own choice shows after the table, in the page.
    await open(page, `/products/compare?slugs=${DI16.slug},${RO8.slug}`, lang);
    await expect(bar.getByRole('heading', { name: texts.bar })).toBeVisible();
    await expect(bar).toHaveCSS('position', 'static');
    const tableBox = (await table.boundingBox())!;
    expect((await bar.boundingBox())!.y).toBeGreaterThan(tableBox.y + tableBox.height);
    await expect(bar.getByTestId('compare-link')).toHaveAttribute('href', `/products/compare?slugs=${EA300.slug},${EA500.slug}`);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`compare-other-${width}-${lang}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  });
}
