// An upload's state shows where the editor is looking (the save bar, kept in view), and the server's work after the
// last byte (image copies, storage) is its own state, not a bar stuck at 100%.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, holdOperations, signIn, test } from './fixtures';

/** Saves from the top of the form (Enter in its first field), where the file fields and the save bar are out of view. */
async function saveFromTop(page: Page, firstField: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel(firstField).press('Enter');
}

test.use({ viewport: { width: 1280, height: 600 } });

test("blog image: the upload shows in view from the top of the form, then the server's processing as its own state", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // Noise compresses badly: its copies (AVIF and WebP at every width) take the server seconds, as a large photo does.
  const [width, height] = [2400, 1600];
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const image = { name: `isleme-${stamp}.jpg`, mimeType: 'image/jpeg', buffer };
  await signIn(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Başlık (TR)').fill(`Yükleme durumu ${stamp}`);
  await page.getByLabel('Başlık (EN)').fill(`Upload state ${stamp}`);
  await page.getByLabel('Özet (TR)').fill('Yükleme durumunu gösteren kısa özet.');
  await page.getByLabel('Özet (EN)').fill('A short summary about the upload state.');
  await page.getByLabel('İçerik (TR)').fill('Türkçe içerik.');
  await page.getByLabel('İçerik (EN)').fill('English content.');
  await page.getByRole('region', { name: 'Görsel' }).getByLabel('Görsel').setInputFiles(image);
  await page.getByTestId('publish-choice').getByLabel('Yayınla').check();

  await saveFromTop(page, 'Başlık (TR)');
  const status = page.getByTestId('upload-progress');
  await expect(status).toBeInViewport();
  // Every byte sent, the answer not yet there: the server's work, with no percentage that would seem stuck.
  await expect(status).toContainText(`${image.name} gönderildi; sunucuda işleniyor...`);
  await expect(status).not.toContainText('%');
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla oluşturuldu!', { timeout: 30_000 });
  await expect(status).toHaveCount(0);
});

test('document files: the state shows in the save bar, in view, named by the files sent', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const file = { name: `durum-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`) };
  await signIn(page);
  await page.goto('/admin/document/new');
  await page.getByLabel('Doküman adı (TR)').fill(`Yükleme durumu ${stamp}`);
  await page.getByLabel('Türkçe dosya').setInputFiles(file);

  await holdOperations(page, /^AdminCreateDocument$/, 2500);
  await saveFromTop(page, 'Doküman adı (TR)');
  const status = page.getByTestId('upload-progress');
  await expect(status).toBeInViewport();
  await expect(status).toContainText(`${file.name} yükleniyor`);
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Doküman başarıyla eklendi!' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
