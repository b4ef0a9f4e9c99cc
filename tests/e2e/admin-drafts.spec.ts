// In the browser: an editor saves a new product as a draft, previews it as the site would show it in Turkish
// and English, a visitor (another browser, signed out) gets the not-found page for it, once published it is on the
// site; the editor edits it and restores the earlier version, and the site shows the first text again. Publishing,
// editing and restoring are edits: a page kept before may be served (STALE) for a few seconds while it is rendered again.
import sharp from 'sharp';
import { baseUrl, expect, open, openAfterEdit, signIn, test } from './fixtures';

test('a product saved as a draft is previewed in both languages, hidden from visitors, published, on the site, edited and restored', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const name = `Taslak Analizör ${stamp}`;
  const slug = `taslak-analizor-${stamp}`;
  await signIn(page);

  await page.goto('/admin/product/new');
  await page.getByLabel('Ürün adı').fill(name);
  await page.getByLabel('Kategori').selectOption('energy');
  await page.getByLabel('Kısa açıklama (TR)').fill('Türkçe taslak açıklaması');
  await page.getByLabel('Kısa açıklama (EN)').fill('English draft description');
  // Kaydet saves a new product as a draft unless the editor chooses to publish it.
  await expect(page.getByTestId('publish-choice').getByLabel('Taslak olarak kaydet')).toBeChecked();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Taslak kaydedildi');
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  const editUrl = page.url();
  const panel = page.getByTestId('publish-panel');
  await expect(panel.getByTestId('publication-status')).toHaveText('Taslak');

  // The preview: the site's own page, through the admin's session, in Turkish and then in English.
  await panel.getByRole('link', { name: 'Önizle' }).click();
  await expect(page).toHaveURL(/\/admin\/preview\/products\/\d+$/);
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('complementary', { name: 'Önizleme' }).getByTestId('publication-status')).toHaveText('Taslak');
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByText('Türkçe taslak açıklaması').first()).toBeVisible();
  await page.getByTestId('preview-lang-en').click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(preview.getByText('English draft description').first()).toBeVisible();
  await expect(page.getByTestId('preview-lang-en')).toHaveAttribute('aria-pressed', 'true');
  // The bar is the admin's, in the admin's own language: previewing in English leaves it Turkish.
  await expect(preview.getByRole('complementary', { name: 'Önizleme' })).toContainText('Ziyaretçiler bu sayfayı göremez');
  await page.getByTestId('preview-lang-tr').click();
  await expect(preview.getByText('Türkçe taslak açıklaması').first()).toBeVisible();

  // A visitor's browser: no session, the page is not found.
  const visitor = await browser.newContext({ locale: 'tr-TR', baseURL: baseUrl() });
  try {
    const visitorPage = await visitor.newPage();
    expect((await visitorPage.goto(`/products/${slug}`))?.status()).toBe(404);
    const previewAsVisitor = await visitor.newPage();
    await previewAsVisitor.goto(page.url());
    await expect(previewAsVisitor).toHaveURL(/\/admin\/login$/);

    // Published from the edit page: on the site within seconds, for the same visitor.
    await page.getByRole('link', { name: 'Düzenlemeye dön' }).click();
    await page.getByTestId('publish-panel').getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByTestId('toast-success')).toContainText('İçerik yayınlandı');
    await expect(page.getByTestId('publish-panel').getByTestId('publication-status')).toHaveText('Yayında');
    await openAfterEdit(visitorPage, `/products/${slug}`, async (expect, response) => {
      expect(response?.status()).toBe(200);
      await expect(visitorPage.getByRole('heading', { level: 1, name })).toBeVisible();
    });
  } finally {
    await visitor.close();
  }
  await open(page, `/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edited, then the earlier version restored: a new version, and the site shows the first text again.
  await page.goto(editUrl);
  await page.getByLabel('Kısa açıklama (TR)').fill('Düzeltilmiş açıklama');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla güncellendi!');
  await openAfterEdit(page, `/products/${slug}`, (expect) => expect(page.getByText('Düzeltilmiş açıklama').first()).toBeVisible());
  await page.goto(editUrl);
  await page.getByRole('link', { name: 'Sürüm geçmişi' }).click();
  await page.getByRole('button', { name: 'Bu sürümü geri yükle: Sürüm 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Geri yükle' }).click();
  await expect(page.getByTestId('toast-success').first()).toHaveText('Sürüm 1 geri yüklendi (yeni sürüm: 3).');
  await openAfterEdit(page, `/products/${slug}`, async (expect) => {
    await expect(page.getByText('Türkçe taslak açıklaması').first()).toBeVisible();
    await expect(page.getByText('Düzeltilmiş açıklama')).toHaveCount(0);
  });
});

test('a new post is saved as a draft without an image; publishing it asks for the image, and with it the post is published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Görselsiz Taslak ${stamp}`;
  await signIn(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Başlık (TR)').fill(title);
  await page.getByLabel('Başlık (EN)').fill(`Draft Without Image ${stamp}`);
  await page.getByLabel('Özet (TR)').fill('Görseli sonra eklenecek.');
  await page.getByLabel('Özet (EN)').fill('The image comes later.');
  await page.getByLabel('İçerik (TR)').fill('Türkçe içerik.');
  await page.getByLabel('İçerik (EN)').fill('English content.');
  // Kaydet with nothing else chosen: a draft, which needs no image.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Taslak kaydedildi');
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const editUrl = page.url();
  const panel = page.getByTestId('publish-panel');
  await expect(panel.getByTestId('publication-status')).toHaveText('Taslak');

  // The server refuses to publish it without its image, and says why.
  await panel.getByRole('button', { name: 'Yayınla' }).click();
  await expect(page.getByTestId('toast-error')).toHaveText(
    'Yayınlanacak bir blog yazısı için görsel gereklidir. Görseli olmayan yazı taslak olarak kaydedilebilir.',
  );
  await expect(panel.getByTestId('publication-status')).toHaveText('Taslak');

  const image = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  await page
    .getByRole('region', { name: 'Görsel' })
    .getByLabel('Görsel')
    .setInputFiles({ name: `kapak-${stamp}.png`, mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Blog yazısı başarıyla güncellendi!' })).toBeVisible();
  await page.goto(editUrl);
  await page.getByTestId('publish-panel').getByRole('button', { name: 'Yayınla' }).click();
  await expect(page.getByTestId('publish-panel').getByTestId('publication-status')).toHaveText('Yayında');

  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: `${title}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla silindi!');
});
