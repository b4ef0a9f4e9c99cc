// The product screens of the admin against the real server: create a product with two groups of two specs (the last
// typed into its "add" row and saved without its button), an image and a file, published; see it on the site in both
// languages; edit it; delete it. Each save stays on the form. Plus the form's own refusals.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, open, signIn, test } from './fixtures';

async function addGroup(page: Page, nameTr: string, nameEn: string) {
  const box = page.getByTestId('new-group');
  await box.getByLabel('Grup adı (TR)').fill(nameTr);
  await box.getByLabel('Grup adı (EN)').fill(nameEn);
  await box.getByRole('button', { name: 'Grup ekle' }).click();
}

/** Types a spec into the group's "add" row; `add: false` leaves it there, not added with its button. */
async function addSpec(group: Locator, [label, labelEn, value, valueEn]: [string, string, string, string], { add = true } = {}) {
  const row = group.getByTestId('new-spec');
  await row.getByLabel('Etiket', { exact: true }).fill(label);
  await row.getByLabel('Etiket (EN)').fill(labelEn);
  await row.getByLabel('Değer', { exact: true }).fill(value);
  await row.getByLabel('Değer (EN)').fill(valueEn);
  if (add) await row.getByRole('button', { name: 'Özellik ekle' }).click();
}

const tinyPng = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#0b5cab' } })
    .png()
    .toBuffer();

test('a product is created with groups, specs, an image and a file, shows on the site in both languages, is edited and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `E2E Ölçüm Ürünü ${stamp}`;
  const slug = `e2e-olcum-urunu-${stamp}`;
  const fileName = `kilavuz-${stamp}.pdf`;
  await signIn(page);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Ürünler', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Yeni Ürün' }).first().click();
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
  await expect(page).toHaveTitle('Yeni Ürün | Enerji Teknoloji Admin');

  await page.getByLabel('Ürün adı').fill(name);
  await expect(page.locator('input[name="slug"]')).toHaveValue(slug);
  await page.getByLabel('Kategori').selectOption('energy');
  // Both languages' names, though the site's texts of only one language load with a page.
  await expect(page.getByLabel('Kategori').locator('option:checked')).toHaveText(
    'Enerji İzleme ve Analizörler / Energy Monitoring and Analyzers',
  );
  await page.getByLabel('Kısa açıklama (TR)').fill('Türkçe kısa açıklama');
  await page.getByLabel('Kısa açıklama (EN)').fill('English short description');
  await page.getByLabel('Uzun açıklama (TR)').fill('Türkçe uzun açıklama');
  await page.getByLabel('Uzun açıklama (EN)').fill('English long description');

  await addGroup(page, 'Elektriksel', 'Electrical');
  await addGroup(page, 'Mekanik', 'Mechanical');
  const groups = page.getByTestId('spec-group');
  await expect(groups).toHaveCount(2);
  await addSpec(groups.nth(0), ['Besleme', 'Supply', '24 V DC', '24 V DC (nominal)']);
  await addSpec(groups.nth(0), ['Tüketim', 'Consumption', '2 W', '2 W max']);
  await addSpec(groups.nth(1), ['Koruma', 'Protection', 'IP20 sınıfı', 'IP20 class']);
  // Typed into the "add" row and saved with the product, though "Özellik ekle" was not pressed.
  await addSpec(groups.nth(1), ['Montaj', 'Mounting', 'DIN rayı', 'DIN rail'], { add: false });
  await expect(groups.nth(0).getByTestId('spec-row')).toHaveCount(2);
  await expect(groups.nth(1).getByTestId('spec-row')).toHaveCount(1);

  await page.locator('input[name="image"]').setInputFiles({ name: 'urun.png', mimeType: 'image/png', buffer: await tinyPng() });
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /^blob:/);

  const newFile = page.getByTestId('new-file');
  await newFile.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(256 * 1024 - '%PDF-1.7\n'.length, 'a')]),
  });
  await newFile.getByLabel('Dosya türü (TR)').fill('Kullanım Kılavuzu');
  await newFile.getByLabel('Dosya türü (EN)').fill('User Manual');
  await newFile.getByRole('button', { name: 'Listeye ekle' }).click();
  await expect(page.getByTestId('pending-file')).toContainText(fileName);
  await expect(page.getByTestId('pending-file')).toContainText('Kaydettiğinizde yüklenecek');

  // The file's answer is held back a moment so that its progress bar can be watched.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('AdminAddProductFile')) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // A new product is a draft unless published: this one is published at once.
  await expect(page.getByTestId('publish-choice').getByLabel('Taslak olarak kaydet')).toBeChecked();
  await page.getByTestId('publish-choice').getByLabel('Yayınla').check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('button', { name: /Kaydediliyor/ })).toBeVisible();
  await expect(page.getByTestId('pending-file').getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla oluşturuldu!');
  // The form stays, now editing the saved product, the typed spec among its specs and the file among its files.
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ürünü Düzenle', level: 1 })).toBeVisible();
  await expect(page.getByTestId('publish-panel').getByTestId('publication-status')).toHaveText('Yayında');
  await expect(groups.nth(1).getByTestId('spec-row')).toHaveCount(2);
  await expect(page.locator('input[name="specGroups.1.specs.1.valueTr"]')).toHaveValue('DIN rayı');
  await expect(groups.nth(1).getByTestId('new-spec').getByLabel('Etiket', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('stored-file')).toContainText(fileName);
  await page.unroute('**/graphql');

  // The site, in English (first: the Turkish visit after it sets the language back for the admin) …
  await open(page, `/products/${slug}`, 'en');
  const tabs = page.getByTestId('spec-tabs');
  const files = page.getByTestId('files-table');
  await expect(page.getByText('English short description')).toBeVisible();
  await expect(tabs.getByRole('tab')).toHaveText(['Electrical', 'Mechanical']);
  await expect(tabs.getByRole('tabpanel')).toContainText('24 V DC (nominal)');
  await expect(files).toContainText('User Manual');

  // … and in Turkish: tabs per group, the spec table, the file and its download.
  await open(page, `/products/${slug}`, 'tr');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Türkçe kısa açıklama')).toBeVisible();
  await expect(page.locator(`img[alt="${name}"]`)).toHaveAttribute('src', /\/asset\/uploads\/products\//);
  await expect(tabs.getByRole('tab')).toHaveText(['Elektriksel', 'Mekanik']);
  await expect(tabs.getByRole('tabpanel')).toContainText('24 V DC');
  // The tabs hydrate from their own chunk: a tap before it has come is not replayed, so tapped again until answered.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Mekanik' }).click();
    await expect(tabs.getByRole('tabpanel')).toContainText('DIN rayı', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(files).toContainText(fileName);
  await expect(files).toContainText('Kullanım Kılavuzu');
  const href = await files.getByRole('link', { name: `İndir: ${fileName}` }).getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).length).toBe(256 * 1024);

  // Edit: rename a group, remove the file. Found by its name: other tests' products fill the list's first page.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `${name}: düzenle` }).click();
  await expect(page.locator('input[name="specGroups.0.nameTr"]')).toHaveValue('Elektriksel');
  await page.locator('input[name="specGroups.0.nameTr"]').fill('Elektrik Özellikleri');
  await page.getByRole('button', { name: `${fileName} dosyasını kaldır` }).click();
  await expect(page.getByTestId('stored-file')).toContainText('Kaydettiğinizde silinecek');
  // …and go back to the default image.
  await page.getByRole('button', { name: 'Görseli kaldır' }).click();
  await expect(page.getByTestId('image-removed')).toBeVisible();
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', '/img/default.jpg');
  const editUrl = page.url();
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla güncellendi!');
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByTestId('stored-file')).toHaveCount(0);
  await expect(page.locator('input[name="specGroups.0.nameTr"]')).toHaveValue('Elektrik Özellikleri');

  await open(page, `/products/${slug}`, 'tr');
  await expect(tabs.getByRole('tab')).toHaveText(['Elektrik Özellikleri', 'Mekanik']);
  await expect(page.getByText('Bu ürün için henüz dosya eklenmemiş.')).toBeVisible();
  await expect(page.locator(`img[alt="${name}"]`)).toHaveAttribute('src', /default\.jpg/);
  expect((await page.request.get(href!)).status()).toBe(404);

  // Delete, after confirming.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `${name}: sil` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bu ürünü silmek istediğinizden emin misiniz?');
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla silindi!');
  await expect(page.getByRole('link', { name: `${name}: düzenle` })).toHaveCount(0);

  const gone = await page.goto(`/products/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ürün bulunamadı' })).toBeVisible();
});

test("the product form refuses incomplete groups, specs and files with visible reasons, and shows the server's slug text", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/product/new');

  // A group with a blank (spaces only) English name is refused.
  await addGroup(page, 'Genel', '   ');
  await expect(page.getByTestId('group-rule')).toBeVisible();
  await expect(page.getByTestId('new-group')).toContainText('Bu alan gereklidir.');
  await expect(page.getByTestId('spec-group')).toHaveCount(0);
  await page.getByTestId('new-group').getByLabel('Grup adı (EN)').fill('General');
  await page.getByTestId('new-group').getByRole('button', { name: 'Grup ekle' }).click();
  await expect(page.getByTestId('spec-group')).toHaveCount(1);

  // A spec with an empty value is refused, the reason next to the input.
  const group = page.getByTestId('spec-group').first();
  await addSpec(group, ['Besleme', 'Supply', '', '24 V DC']);
  await expect(group.getByTestId('spec-rule')).toHaveText(
    'Özellik eklemek için etiket, etiket (EN), değer ve değer (EN) alanlarının hepsi gereklidir.',
  );
  await expect(group.getByTestId('new-spec').getByText('Bu alan gereklidir.')).toBeVisible();
  await expect(group.getByTestId('spec-row')).toHaveCount(0);

  // A file needs a file and both type names (spec texts).
  const newFile = page.getByTestId('new-file');
  await newFile.getByRole('button', { name: 'Listeye ekle' }).click();
  await expect(newFile).toContainText('Lütfen önce bir dosya seçin');
  await newFile
    .locator('input[type="file"]')
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await newFile.getByLabel('Dosya türü (TR)').fill('Broşür');
  await newFile.getByRole('button', { name: 'Listeye ekle' }).click();
  await expect(newFile.getByTestId('file-types-error')).toHaveText('Hem Türkçe hem İngilizce dosya türü alanlarını doldurun');
  await expect(page.getByTestId('pending-file')).toHaveCount(0);

  // Saving without the required fields names them.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.locator('input[name="name"]')).toBeFocused();
  await expect(page.getByText('Bu alan gereklidir.').first()).toBeVisible();

  // With them, the spec typed in part into its "add" row (no value) still stops the save, and says so there.
  const taken = (await (await page.request.post('/graphql', { data: { query: '{ products(take: 1) { slug } }' } })).json()).data.products[0]
    .slug as string;
  await page.getByLabel('Ürün adı').fill(`Slug Deneme ${Date.now()}`);
  await page.locator('input[name="slug"]').fill(taken);
  await page.getByLabel('Kategori').selectOption('io');
  await page.getByLabel('Kısa açıklama (TR)').fill('Kısa');
  await page.getByLabel('Kısa açıklama (EN)').fill('Short');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.locator('input[name="specGroups.0.newSpec.valueTr"]')).toBeFocused();
  await expect(group.getByTestId('spec-rule')).toHaveText(
    'Bu özellik henüz eklenmedi: ürünle kaydedilmesi için dört alanı da doldurun ya da satırı temizleyin.',
  );
  await group.getByTestId('new-spec').getByRole('button', { name: 'Satırı temizle' }).click();

  // The server's refusal of a taken slug shows next to the slug; nothing is created.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('slug-error')).toHaveText('Bu slug başka bir kayıtta kullanılıyor.');
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
});

test('a product saved while one of its files fails to upload stays in the form, in edit mode, with that file still listed', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const fileName = `brosur-${stamp}.pdf`;
  await signIn(page);
  await page.goto('/admin/product/new');
  await page.getByLabel('Ürün adı').fill(`Yarım Kalan ${stamp}`);
  await page.getByLabel('Kategori').selectOption('amr');
  await page.getByLabel('Kısa açıklama (TR)').fill('Kısa');
  await page.getByLabel('Kısa açıklama (EN)').fill('Short');
  const newFile = page.getByTestId('new-file');
  await newFile
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await newFile.getByLabel('Dosya türü (TR)').fill('Broşür');
  await newFile.getByLabel('Dosya türü (EN)').fill('Brochure');
  await newFile.getByRole('button', { name: 'Listeye ekle' }).click();

  // The server refuses this upload once.
  const refusal = {
    errors: [{ message: 'too large', extensions: { code: 'BAD_USER_INPUT', field: 'file', reason: 'FILE_TOO_LARGE' } }],
    data: null,
  };
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('AdminAddProductFile')
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(refusal) })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-error')).toContainText(`"${fileName}" dosyası yüklenemedi: Dosya izin verilen boyuttan büyük.`);
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ürünü Düzenle', level: 1 })).toBeVisible();
  await expect(page.getByTestId('pending-file')).toContainText('Yüklenemedi');
  await expect(page.getByLabel('Ürün adı')).toHaveValue(`Yarım Kalan ${stamp}`);
  await page.unroute('**/graphql');

  // Saving again uploads it (and publishes nothing: the product stays a draft, seen in the preview).
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla güncellendi!');
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  await expect(page.getByTestId('stored-file')).toContainText(fileName);
  await expect(page.getByTestId('pending-file')).toHaveCount(0);
  await page.getByTestId('publish-panel').getByRole('button', { name: 'Yayınla' }).click();
  await expect(page.getByTestId('publish-panel').getByTestId('publication-status')).toHaveText('Yayında');
  await open(page, `/products/yarim-kalan-${stamp}`, 'tr');
  await expect(page.getByTestId('files-table')).toContainText(fileName);
});

test('what is typed is kept in the browser and offered back after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/product/new');
  await page.getByLabel('Ürün adı').fill('Taslak Ürün');
  await addGroup(page, 'Genel', 'General');
  await addSpec(page.getByTestId('spec-group').first(), ['Besleme', 'Supply', '24 V', '24 V']);
  // Kept in the browser once the editor pauses.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_draft:product:new'))).toContain('Supply');
  // The browser asks before a reload loses unsaved changes: the editor agrees.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toBeVisible();
  await expect(page.getByLabel('Ürün adı')).toHaveValue('');
  await page.getByRole('button', { name: 'Taslağı geri yükle' }).click();
  await expect(page.getByLabel('Ürün adı')).toHaveValue('Taslak Ürün');
  await expect(page.locator('input[name="slug"]')).toHaveValue('taslak-urun');
  await expect(page.locator('input[name="specGroups.0.specs.0.valueEn"]')).toHaveValue('24 V');
  await page.evaluate(() => localStorage.removeItem('admin_draft:product:new'));
});
