// One time zone for every time the admin enters or reads: the site's (SITE_TIME_ZONE, Europe/Istanbul here), named
// next to it, whatever zone the editor's browser is in (New York in these tests).
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, signIn, test } from './fixtures';

test.use({ timezoneId: 'America/New_York' });

const ZONE = 'Europe/Istanbul';
const shown = (iso: string | number) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

test("the schedule picker, the status texts and the toast use the site's zone and name it", async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  await signIn(page);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
  await page.goto('/admin/product/new');
  await page.getByLabel('Ürün adı').fill(`Saat Dilimi ${stamp}`);
  await page.getByLabel('Kategori').selectOption('energy');
  await page.getByLabel('Kısa açıklama (TR)').fill('Türkçe açıklama');
  await page.getByLabel('Kısa açıklama (EN)').fill('English description');
  await page.getByTestId('publish-choice').getByLabel('Taslak olarak kaydet').check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  const panel = page.getByTestId('publish-panel');
  const input = panel.getByLabel(`Yayın zamanı (${ZONE} saatiyle)`);
  // Offered a day ahead, as the site's clock reads it (Istanbul is UTC+3 all year), in the Turkish admin's form.
  const [, day, month, year, time] = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})$/.exec(await input.inputValue())!;
  const offered = Date.parse(`${year}-${month}-${day}T${time}:00+03:00`);
  expect(Math.abs(offered - (Date.now() + 24 * 3600_000))).toBeLessThan(3 * 60_000);

  await input.fill('15.06.2030 10:00');
  await panel.getByRole('button', { name: 'Zamanla' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Yayın zamanlandı' })).toContainText(`15.06.2030 10:00 (${ZONE})`);
  await expect(panel.getByTestId('publication-status')).toHaveText(`Zamanlanmış: 15.06.2030 10:00 (${ZONE})`);
  await expect(panel).toContainText(`15.06.2030 10:00 (${ZONE}) tarihinde yayınlanacak`);
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const { data } = await gql(baseURL!, 'query($id: Int!) { product(id: $id) { publishedAt } }', { id }, token);
  expect(data.product.publishedAt).toBe('2030-06-15T07:00:00.000Z');
});

test("the local-draft banner shows when the draft was kept in the site's zone, named", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Başlık (TR)').fill('Saat dilimi taslağı');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_draft:blog:new') ?? '')).toContain('Saat dilimi taslağı');
  const savedAt = await page.evaluate(() => JSON.parse(localStorage.getItem('admin_draft:blog:new')!).savedAt as string);
  // The browser may ask before a reload loses unsaved changes: the editor agrees.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toContainText(`: ${shown(savedAt)} (${ZONE})`);
  // One bracket round the zone, not a second round the time.
  await expect(page.getByTestId('draft-notice')).not.toContainText('))');
  await page.getByRole('button', { name: 'Taslağı sil' }).click();
});
