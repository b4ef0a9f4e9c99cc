// The document round trip of the admin: create with tr and en files and a cover, see both languages and
// both downloads on /resources, edit (rename, replace the English file), the "may be out of date" marker, delete.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, holdOperations, open, openAfterEdit, signIn, test } from './fixtures';

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });

/** Clicks a download link and returns the bytes that arrived. */
async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await file.path());
}

test('a document round trip: create with tr and en files and a cover, both languages and downloads on the site, edit, delete', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const nameTr = `Kurulum Kılavuzu ${stamp}`;
  const nameEn = `Installation Guide ${stamp}`;
  const fileTr = pdf(`kilavuz-${stamp}.pdf`, `Türkçe kılavuz ${stamp}`);
  const fileEn = pdf(`guide-${stamp}.pdf`, `English guide ${stamp}`);
  const cover = {
    name: 'kapak.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 36, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer(),
  };
  await signIn(page);

  await page.goto('/admin/documents');
  await expect(page).toHaveTitle('Dokümanlar | Enerji Teknoloji Admin');
  await page.getByRole('link', { name: 'Yeni Doküman' }).click();
  await expect(page).toHaveURL(/\/admin\/document\/new$/);
  for (const section of ['Temel Bilgiler', 'Açıklamalar', 'Dosyalar'])
    await expect(page.getByRole('heading', { name: section })).toBeVisible();

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Doküman adı (TR) gereklidir!')).toBeVisible();
  await expect(page.getByText('Türkçe dosya gereklidir!')).toBeVisible();

  await page.getByLabel('Doküman adı (TR)').fill(nameTr);
  await page.getByLabel('Doküman adı (EN)').fill(nameEn);
  await page.getByLabel('Kısa açıklama (TR)').fill('Cihazların sahada kurulumu için adım adım kılavuz.');
  await page.getByLabel('Kısa açıklama (EN)').fill('A step-by-step guide to installing the devices on site.');
  await expect(page.getByLabel('Türkçe dosya')).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.rar');
  await page.getByLabel('Türkçe dosya').setInputFiles(fileTr);
  await page.getByLabel('İngilizce dosya').setInputFiles(fileEn);
  await page.getByLabel('Kapak görseli').setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toBeVisible();

  await holdOperations(page, /^Admin(Create|Update)Document$/);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Doküman başarıyla eklendi!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // On the site within seconds (an addition is an edit: a list kept before it may be served, marked STALE, while it is
  // rendered again), in both languages, with both files.
  // (English first: the chosen language is remembered, and the admin below is checked in Turkish.)
  let card = page.getByTestId('document-card').filter({ hasText: nameEn });
  await openAfterEdit(page, '/resources?tab=documents', (expect) => expect(card).toContainText('A step-by-step guide'), 'en');
  expect(await download(page, card.getByRole('link', { name: /Download English/ }))).toEqual(fileEn.buffer);
  card = page.getByTestId('document-card').filter({ hasText: nameTr });
  await openAfterEdit(page, '/resources?tab=documents', (expect) =>
    expect(card.getByRole('img', { name: `${nameTr} kapak görseli` })).toBeVisible(),
  );
  expect(await download(page, card.getByRole('link', { name: /Türkçe indir/ }))).toEqual(fileTr.buffer);

  // The list: both names, both downloads, edit.
  await page.goto('/admin/documents');
  let row = page.getByRole('row').filter({ hasText: nameTr });
  await expect(row).toContainText(nameEn);
  await expect(row.getByRole('link', { name: `${nameTr}: TR dosyasını indir` })).toBeVisible();
  await expect(row.getByRole('link', { name: `${nameTr}: EN dosyasını indir` })).toBeVisible();
  await row.getByRole('link', { name: `${nameTr}: düzenle` }).click();
  await expect(page).toHaveURL(/\/admin\/document\/\d+$/);
  await expect(page.getByLabel('Doküman adı (TR)')).toHaveValue(nameTr);
  await expect(page.getByTestId('current-file').first()).toContainText(`${fileTr.name} (0,00 MB)`);
  await expect(page.getByTestId('current-file').nth(1)).toContainText(fileEn.name);
  await expect(page.getByTestId('cover-preview')).toBeVisible();

  // Renaming the Turkish marks the untouched English as possibly out of date.
  const renamed = `Saha Kurulum Kılavuzu ${stamp}`;
  const newEn = pdf(`guide-v2-${stamp}.pdf`, `English guide, second edition ${stamp}`);
  await page.getByLabel('Doküman adı (TR)').fill(renamed);
  await expect(page.getByTestId('outdated-name')).toBeVisible();
  await page.getByLabel('İngilizce dosya').setInputFiles(newEn);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Doküman başarıyla güncellendi!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A replaced file is a removal (the old download goes): the very next request shows the new one.
  await open(page, '/resources?tab=documents', 'en');
  card = page.getByTestId('document-card').filter({ hasText: nameEn });
  expect(await download(page, card.getByRole('link', { name: /Download English/ }))).toEqual(newEn.buffer);
  await open(page, '/resources?tab=documents');
  await expect(page.getByTestId('document-card').filter({ hasText: renamed })).toBeVisible();

  // Delete: asked first; cancelling keeps it, confirming removes it from the list and the site.
  await page.goto('/admin/documents');
  row = page.getByRole('row').filter({ hasText: renamed });
  await expect(row.getByTestId('english-outdated')).toBeVisible();
  // The editor confirms the English is still right: the mark goes away.
  await row.getByRole('link', { name: `${renamed}: düzenle` }).click();
  await page.getByTestId('outdated-name').getByRole('button', { name: 'Hâlâ doğru' }).click();
  await expect(page.getByTestId('outdated-name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Doküman başarıyla güncellendi!' }).first()).toBeVisible();
  await page.goto('/admin/documents');
  await expect(row).toBeVisible();
  await expect(row.getByTestId('english-outdated')).toHaveCount(0);
  await row.getByRole('button', { name: `${renamed}: sil` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bu dokümanı silmek istediğinizden emin misiniz?');
  // The dialog names the record, so the right one goes.
  await expect(dialog.getByTestId('confirm-subject')).toHaveText(renamed);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `${renamed}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Doküman başarıyla silindi!' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await open(page, '/resources?tab=documents');
  await expect(page.getByTestId('document-card').first()).toBeVisible();
  await expect(page.getByTestId('document-card').filter({ hasText: renamed })).toHaveCount(0);
});

test('an edit route whose document cannot be loaded says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/document/99999999');
  await expect(page.getByRole('alert')).toHaveText('Doküman yüklenirken hata oluştu!');
});
