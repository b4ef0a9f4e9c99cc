// Roles in the browser, on this worker's server: colleagues invited as a translator and an author (through the mailed
// link, as they would join); the translator's product form shows the Turkish read only and saves the English; the
// author's menu and lists offer no publishing, no deleting of what visitors see and no accounts, and a published
// product opens read only; the administrator sees each role's rights in a table and changes a role. Both languages,
// a phone's and a desktop's width, no axe violation.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { baseUrl, expect as baseExpect, test } from './fixtures';
import { axeViolations, colleague, COLLEAGUE_PASSWORD, signInAs } from './colleagues';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'serial' });

test('a translator reads the Turkish and writes the English of a published product', async ({ browser }) => {
  test.setTimeout(120_000);
  await colleague('TRANSLATOR', 'cevirmen', 'en');
  const { context, page } = await signInAs(browser, 'cevirmen', 1280);
  // Her menu: content, no accounts, webhooks, messages or log.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  for (const hidden of ['Users', 'Webhooks', 'Messages', 'Redirects', 'Audit log'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);

  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.locator('table a[href^="/admin/product/"]').first().click();
  await expect(page.getByTestId('access-notice')).toContainText('English fields only');
  const shortTr = page.locator('textarea[name="shortDescriptionTr"]');
  const shortEn = page.locator('textarea[name="shortDescriptionEn"]');
  await expect(shortTr).toHaveAttribute('readonly', '');
  await expect(shortEn).not.toHaveAttribute('readonly', '');
  await expect(page.locator('input[name="name"]')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const before = await shortTr.inputValue();
  await shortEn.fill('Checked by the translator');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  await page.reload();
  await expect(shortEn).toHaveValue('Checked by the translator');
  await expect(shortTr).toHaveValue(before);
  await context.close();
});

test('an author on a phone: drafts only, a published product read only, no publishing and no accounts', async ({ browser }) => {
  test.setTimeout(120_000);
  await colleague('AUTHOR', 'yazar', 'tr');
  const { context, page } = await signInAs(browser, 'yazar', 390);
  await page.goto('/admin/products');
  await expect(page.getByRole('link', { name: 'Yeni Ürün' })).toBeVisible();
  // Visitors see the seeded products: the author may not delete them.
  await expect(page.getByRole('button', { name: /Sil/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('a[href^="/admin/product/"]:not([href$="/new"])').first().click();
  await expect(page.getByTestId('access-notice')).toContainText('yalnızca editörler ve yöneticiler');
  await expect(page.getByRole('button', { name: 'Güncelle' })).toHaveCount(0);
  await expect(page.locator('textarea[name="shortDescriptionEn"]')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Şimdi yayınla' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/users');
  await expect(page.getByRole('alert')).toContainText('Bu işlem için yetkiniz yok.');
  await context.close();
});

test('the administrator sees what each role may do and changes a role', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.goto('/admin/users');
  const table = page.getByTestId('roles-table');
  await expect(table.getByRole('columnheader', { name: 'Çevirmen' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Yayınlama, zamanlama/ })).toContainText('Hayır');
  const author = page.getByTestId('user').filter({ hasText: 'yazar@example.com' });
  await author.getByTestId('user-role').selectOption('EDITOR');
  await expect(page.getByText('Rol değiştirildi.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const token = await loginToken(baseUrl(), 'yazar', COLLEAGUE_PASSWORD);
  expect((await gql(baseUrl(), '{ me { role } }', {}, token)).data.me.role).toBe('EDITOR');
  await context.close();
});

test('an administrator makes a token for an integrator on a phone, sees it once, and revokes it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'API anahtarları' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API anahtarları' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni anahtar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ad').fill('ERP eşitleme');
  // No scope chosen: said under the list, nothing made.
  await dialog.getByRole('button', { name: 'Anahtarı oluştur' }).click();
  await expect(dialog.getByText('En az bir yetki alanı seçin.')).toBeVisible();
  await dialog.getByLabel(/Katalog: taslakları okuma/).check();
  await dialog.getByLabel(/Katalog: yazma/).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Anahtarı oluştur' }).click();
  const token = (await dialog.getByTestId('new-token').textContent()) ?? '';
  expect(token).toMatch(/^et_/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Tamam' }).click();

  // The token works for what its scopes open, and the list says when and from where it was last used.
  const res = await gql(baseUrl(), '{ products(status: DRAFT) { id } }', {}, token);
  expect(res.errors).toBeUndefined();
  await page.reload();
  const row = page.getByTestId('token').filter({ hasText: 'ERP eşitleme' });
  await expect(row.getByTestId('token-last-use')).toContainText('Son kullanım');
  await expect(page.getByText(token)).toHaveCount(0);
  await row.getByRole('button', { name: 'İptal et' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'İptal et' }).click();
  await expect(row.getByTestId('token-state')).toHaveText('İptal edildi');
  expect((await gql(baseUrl(), '{ products(status: DRAFT) { id } }', {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  await context.close();
});
