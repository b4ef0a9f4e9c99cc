// The product list's spreadsheet: exported, a spec value changed, imported back after the dry run's report (which names
// the product and the spec that change, before and after applying), the import's version in the product's history;
// the same as an Excel workbook; a file with a bad row shows its problems and cannot be applied. Turkish and English,
// phone and desktop widths, axe.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readSheet } from 'read-excel-file/node';
import { expect, signIn, test } from './fixtures';
import { ADMIN } from '../helpers/server';

const exportRows = async (page: import('@playwright/test').Page, label: string) => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  expect(download.suggestedFilename()).toBe('products.csv');
  const rows: string[][] = parse(await readFile(await download.path()), { bom: true });
  return rows;
};

/**
 * A chosen file is read and checked on the server, on a worker thread started for the first file: its report (and an
 * apply's) may take some seconds on a busy machine.
 */
const REPORTED = { timeout: 30_000 };

const chooseFile = (page: import('@playwright/test').Page, rows: string[][]) =>
  page
    .getByTestId('product-import-file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(stringify(rows, { bom: true })) });

test('an administrator fixes a spec value in the spreadsheet and loads it back after the dry run, seeing what changes (tr, phone)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
  const [header, ...rows] = await exportRows(page, 'Dışa aktar (CSV)');
  expect(header).toContain('spec_value_tr');
  expect(header).toContain('updated_at');
  const target = rows.find((r) => r[13])!;
  const fixed = `${target[13]} (e2e)`;
  const edited = rows.map((r) => (r === target ? [...r.slice(0, 13), fixed, ...r.slice(14)] : r));

  await chooseFile(page, [header, ...edited]);
  const dialog = page.getByRole('dialog', { name: 'İçe aktarma raporu' });
  await expect(dialog).toBeVisible(REPORTED);
  await expect(dialog).toContainText('Dosya denetlendi: 1 ürün değişecek.');
  // Before applying: the product that will change, and which spec.
  const change = dialog.getByRole('list', { name: 'Değişecek ürünler' }).getByRole('listitem');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(target[0]);
  await expect(change).toContainText('Güncellenecek');
  await expect(change).toContainText(`Özellik: ${target[11]}`);
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('import-report-tr-390.png') });
  await dialog.getByRole('button', { name: 'İçe aktarmayı uygula' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('İçe aktarıldı: 0 yeni ürün, 1 ürün güncellendi.', REPORTED);
  // After applying: what changed, until the dialog is closed.
  await expect(dialog.getByRole('list', { name: 'Değişen ürünler' }).getByRole('listitem')).toContainText('Güncellendi');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();

  const again = await exportRows(page, 'Dışa aktar (CSV)');
  expect(again.find((r) => r[0] === target[0] && r[7] === target[7] && r[10] === target[10])![13]).toBe(fixed);

  // Its version history says the import made the new version.
  const login = await (await request.post('/api/login', { data: ADMIN })).json();
  const found = await (
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${login.token}` },
      data: { query: 'query($slug: String!) { productBySlug(slug: $slug) { id } }', variables: { slug: target[0] } },
    })
  ).json();
  await page.goto(`/admin/product/${found.data.productBySlug.id}/versions`);
  await expect(page.getByText('Tablodan içe aktarıldı', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  // The other tests share this catalogue: the value goes back as it was (from a file exported after the import).
  await page.goto('/admin/products');
  await chooseFile(
    page,
    again.map((r) => (r[0] === target[0] && r[13] === fixed ? [...r.slice(0, 13), target[13], ...r.slice(14)] : r)),
  );
  await dialog.getByRole('button', { name: 'İçe aktarmayı uygula' }).click();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toBeHidden();
});

test('a file with a bad row lists its problems by row and column and cannot be applied (en, desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const [header, ...rows] = await exportRows(page, 'Export (CSV)');
  const bad = [...rows, ['e2e-bad', 'Bad', 'nope', 'a', 'b', '', '', '1', 'G', 'G', '1', '', 'n', 'v', 'v']];

  await chooseFile(page, [header, ...bad]);
  const dialog = page.getByRole('dialog', { name: 'Import report' });
  await expect(dialog.getByRole('alert')).toHaveText('2 problems found. Nothing changes until the file is fixed.', REPORTED);
  const problems = dialog.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row', { name: new RegExp(`${rows.length + 2} product_category Unknown category`) })).toBeVisible();
  await expect(problems.getByRole('row', { name: new RegExp(`${rows.length + 2} spec_name_tr Cannot be empty`) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('import-errors-en-1280.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the catalogue as an Excel workbook: exported and read back, nothing differing (tr, desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto('/admin/products');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Dışa aktar (Excel)' }).click()]);
  expect(download.suggestedFilename()).toBe('products.xlsx');
  const file = await download.path();
  const [header] = await readSheet(await readFile(file));
  expect(header).toContain('spec_value_en');

  await page.getByTestId('product-import-file').setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await readFile(file),
  });
  const dialog = page.getByRole('dialog', { name: 'İçe aktarma raporu' });
  await expect(dialog).toContainText('Dosya: products.xlsx', REPORTED);
  await expect(dialog).toContainText('Dosyada mevcut ürünlerden farklı bir şey yok.');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
});
