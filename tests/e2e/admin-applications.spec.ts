// The application round trip of the admin: the list's spinner and table, the required texts, create
// with a file and an icon, see it on /resources in both languages and download it, edit, delete after confirming.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, holdOperations, open, openAfterEdit, signIn, test } from './fixtures';

async function download(page: Page, link: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await file.path());
}

const toast = (page: Page, text: string) => page.getByTestId('toast-success').filter({ hasText: text });

test('an application round trip: spinner and table, required texts, create with a file and an icon, the site, edit, delete', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `SahaKit ${stamp}`;
  const file = {
    name: `sahakit-${stamp}.zip`,
    mimeType: 'application/zip',
    buffer: Buffer.from(`PK\u0003\u0004 sahakit ${stamp} `.repeat(700)),
  };
  const icon = {
    name: 'simge.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 48, height: 48, channels: 4, background: '#dd6b20' } })
      .png()
      .toBuffer(),
  };
  await signIn(page);
  await holdOperations(page, /^Admin(Applications|CreateApplication|UpdateApplication)$/);

  await page.goto('/admin/applications');
  await expect(page).toHaveTitle('Uygulamalar | Enerji Teknoloji Admin');
  await expect(page.getByRole('status')).toContainText('Uygulamalar yükleniyor...');
  await expect(page.getByRole('columnheader')).toHaveText(['', 'Uygulama', 'Açıklama', 'Boyut', 'Durum', 'Tarih', 'İşlemler']);
  await expect(page.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/admin/dashboard');
  await page.getByRole('link', { name: 'Yeni Uygulama' }).click();
  await expect(page).toHaveURL(/\/admin\/application\/new$/);

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Uygulama adı gereklidir!')).toBeVisible();
  await expect(page.getByText('Uygulama dosyası gereklidir!')).toBeVisible();
  await expect(page.getByLabel('Uygulama adı')).toBeFocused();

  await page.getByLabel('Uygulama adı').fill(name);
  await page.getByLabel('Sürüm').fill('v9.8.7');
  await page.getByLabel('Kısa açıklama (TR)').fill('Saha ekipleri için cihaz kurulum ve test aracı.');
  await page.getByLabel('Kısa açıklama (EN)').fill('Device setup and test tool for field teams.');
  await expect(page.getByLabel('Uygulama dosyası')).toHaveAttribute('accept', '.exe,.msi,.zip,.rar,.dmg,.pkg');
  await page.getByLabel('Uygulama dosyası').setInputFiles(file);
  await page.getByLabel('Simge').setInputFiles(icon);
  await expect(page.getByTestId('icon-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  await expect(toast(page, 'Uygulama başarıyla eklendi!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // On the site within seconds (an addition is an edit: a list kept before it may be served, marked STALE, while it is
  // rendered again), in both languages; the download is the uploaded file.
  // (English first: the chosen language is remembered, and the admin below is checked in Turkish.)
  await openAfterEdit(
    page,
    '/resources?tab=applications',
    (expect) => expect(page.getByTestId('application-card').filter({ hasText: name })).toContainText('Device setup and test tool'),
    'en',
  );
  let card = page.getByTestId('application-card').filter({ hasText: name });
  await openAfterEdit(page, '/resources?tab=applications', (expect) => expect(card).toContainText('v9.8.7'));
  await expect(card).toContainText('Saha ekipleri için');
  await expect(card.getByRole('img', { name: `${name} simgesi` })).toBeVisible();
  expect(await download(page, card.getByRole('link', { name: /İndir/ }))).toEqual(file.buffer);

  // The list row of the spec.
  await page.goto('/admin/applications');
  let row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Uygulama');
  await expect(row).toContainText('v9.8.7');
  await expect(row).toContainText('EN: Device setup and test tool for field teams.');
  // Sizes as the Turkish admin writes numbers (7,51 KB).
  const tr = (value: number, digits: { minimumFractionDigits?: number; maximumFractionDigits: number }) =>
    new Intl.NumberFormat('tr-TR', digits).format(value);
  await expect(row).toContainText(`${tr(file.buffer.length / 1024, { maximumFractionDigits: 2 })} KB`);
  await expect(row.getByRole('img', { name: `${name} simgesi` })).toBeVisible();
  await expect(row.getByRole('link', { name: `${name}: indir` })).toBeVisible();

  // Edit: the current file and icon are shown; rename and replace the file.
  await row.getByRole('link', { name: `${name}: düzenle` }).click();
  await expect(page).toHaveURL(/\/admin\/application\/\d+$/);
  await expect(page.getByLabel('Uygulama adı')).toHaveValue(name);
  await expect(page.getByTestId('current-file')).toContainText(
    `${file.name} (${tr(file.buffer.length / 1024 ** 2, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB)`,
  );
  await expect(page.getByTestId('current-file').getByRole('link', { name: 'İndir' })).toHaveAttribute(
    'href',
    /\/api\/download_application\/\d+$/,
  );
  await expect(page.getByTestId('icon-preview')).toBeVisible();
  const renamed = `SahaKit Pro ${stamp}`;
  const newFile = { name: `sahakit-pro-${stamp}.zip`, mimeType: 'application/zip', buffer: Buffer.from(`PK\u0003\u0004 pro ${stamp}`) };
  await page.getByLabel('Uygulama adı').fill(renamed);
  await page.getByLabel('Uygulama dosyası').setInputFiles(newFile);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(toast(page, 'Uygulama başarıyla güncellendi!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A replaced file is a removal (the old download goes): the very next request shows the new one.
  await open(page, '/resources?tab=applications');
  card = page.getByTestId('application-card').filter({ hasText: renamed });
  await expect(card).toContainText('v9.8.7');
  expect(await download(page, card.getByRole('link', { name: /İndir/ }))).toEqual(newFile.buffer);

  // Delete: the spec's question first; cancelling keeps it, confirming removes it.
  await page.goto('/admin/applications');
  row = page.getByRole('row').filter({ hasText: renamed });
  await row.getByRole('button', { name: `${renamed}: sil` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bu uygulamayı silmek istediğinizden emin misiniz?');
  // The dialog names the record, so the right one goes.
  await expect(dialog.getByTestId('confirm-subject')).toHaveText(renamed);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `${renamed}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(toast(page, 'Uygulama başarıyla silindi!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await open(page, '/resources?tab=applications');
  await expect(page.getByTestId('application-card').first()).toBeVisible();
  await expect(page.getByTestId('application-card').filter({ hasText: renamed })).toHaveCount(0);
});

test("an edit route whose id is not a number says 'Uygulama ID'si bulunamadı!' in the page", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/application/abc');
  await expect(page.getByRole('alert')).toHaveText("Uygulama ID'si bulunamadı!");
  await page.goto('/admin/application/99999999');
  await expect(page.getByRole('alert')).toHaveText('Uygulama yüklenirken hata oluştu!');
});

test('the applications list in English has English column headers', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/applications');
  await expect(page.getByRole('columnheader')).toHaveText(['', 'Application', 'Description', 'Size', 'State', 'Date', 'Actions']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
});
