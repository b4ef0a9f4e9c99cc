// The audit screen names changed fields in the admin's language, as the version history does, never by their code
// names (lastLoginAt, passwordHash, fileTypeEn), says what happened in words, and fits the screen.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, expectNoHorizontalScroll, signIn, test } from './fixtures';

const CODE_NAME = /^[a-z]+[A-Z]\w*$/;

test('audit log: changed fields in Turkish, then in English', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/audit');
  const fields = page.getByTestId('audit-field');
  // The list loads after the admin chunk: give a busy machine time.
  await expect(fields.first()).toBeVisible({ timeout: 30_000 });
  // The sign-in just made lists the last sign-in time.
  await expect(fields.filter({ hasText: 'Son giriş zamanı' }).first()).toBeVisible();
  const shown = await fields.allTextContents();
  expect(shown.filter((f) => CODE_NAME.test(f) || f === 'file' || f === 'name')).toEqual([]);

  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/audit');
  await expect(fields.filter({ hasText: 'Last sign-in' }).first()).toBeVisible();
  expect((await fields.allTextContents()).filter((f) => CODE_NAME.test(f))).toEqual([]);
});

test("audit log: what happened in the admin's words, not operation names; nothing cut at 1280 px, cards at 390 px", async ({
  page,
  baseURL,
}) => {
  // A version restored through the API: the entry the defect showed as "GraphQL · restoreContentRevision".
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const name = `Denetim Sürümü ${Date.now()}`;
  const input = (short: string) => ({ name, category: 'io', shortDescriptionTr: short, shortDescriptionEn: 'Short' });
  const { data: created } = await gql(
    baseURL!,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
    { i: input('Birinci') },
    token,
  );
  const id = created.createProduct.id;
  await gql(
    baseURL!,
    'mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
    { id, i: input('İkinci') },
    token,
  );
  const { data: versions } = await gql(
    baseURL!,
    'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { id number } }',
    { id },
    token,
  );
  const first = versions.contentRevisions.find((r: { number: number }) => r.number === 1);
  expect(
    (await gql(baseURL!, 'mutation($id: Int!) { restoreContentRevision(id: $id) { id } }', { id: first.id }, token)).errors,
  ).toBeUndefined();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
  const what = page.getByTestId('audit-what');
  await expect(what.first()).toHaveText('Sürüm geri yüklendi', { timeout: 30_000 });
  await expect(what).toHaveText(['Sürüm geri yüklendi', 'Ürün güncellendi', 'Ürün oluşturuldu']);
  await expect(page.getByRole('columnheader')).toHaveText(['Tarih ve saat', 'Ne yapıldı', 'Değişen alanlar', 'Kim, nereden']);
  const main = page.getByRole('main');
  await expect(main).not.toContainText('restoreContentRevision');
  await expect(main).not.toContainText('GraphQL ·');
  await expect(page.locator('tbody tr').first()).toContainText('Yönetim paneli veya API');
  // The whole table in view beside the admin menu: no column cut off, no sideways scrolling.
  const fits = () =>
    page
      .locator('table', { has: what })
      .evaluate(
        (table) => table.scrollWidth <= table.parentElement!.clientWidth && table.getBoundingClientRect().right <= window.innerWidth,
      );
  expect(await fits()).toBe(true);
  await expectNoHorizontalScroll(page);

  // The sign-in itself, and a failed one, in words; in English too.
  await page.goto('/admin/audit?action=login');
  await expect(what.first()).toHaveText('Oturum açıldı');
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto(`/admin/audit?q=${encodeURIComponent(name)}`);
  await expect(what).toHaveText(['Version restored', 'Product updated', 'Product created']);
  expect(await fits()).toBe(true);

  // A phone: each entry one card, all of it readable without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('audit-card')).toHaveCount(3);
  await expect(page.getByTestId('audit-card').first()).toContainText('Version restored');
  await expect(page.getByTestId('audit-card').first()).toContainText(name);
  await expectNoHorizontalScroll(page);
  const card = await page.getByTestId('audit-card').first().boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(390);
});
