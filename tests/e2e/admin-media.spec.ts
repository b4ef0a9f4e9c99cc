// In the browser (an English browser, the admin in Turkish): three images dragged into the media library at once, each
// with its progress; one given alternative texts and a focal point, chosen for a product from the library, and shown
// on the product's page with its text in each language and cropped around its point; another one a document's cover;
// an image in use cannot be deleted; the library passes axe on a phone and a desktop.
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { slugify } from '../../server/shared/slug';
import { expect, open, signIn, test } from './fixtures';

test.use({ locale: 'en-US' });

async function pngBase64(color: string): Promise<string> {
  return (
    await sharp({ create: { width: 120, height: 80, channels: 3, background: color } })
      .png()
      .toBuffer()
  ).toString('base64');
}

/** Drops files onto an element as a drag from the desktop does. */
async function dropFiles(page: Page, selector: string, files: Array<{ name: string; base64: string }>) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: 'image/png' }));
    }
    return dt;
  }, files);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
}

test('three images dragged in; alt texts and focal point; used by a product in both languages; an image in use is not deleted', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const names = ['a', 'b', 'c'].map((n) => `kitaplik-${stamp}-${n}.png`);
  await signIn(page);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Medya kitaplığı' })).toBeVisible();
  await dropFiles(
    page,
    '[data-testid="media-drop"]',
    await Promise.all(names.map(async (name, i) => ({ name, base64: await pngBase64(['#204080', '#806020', '#208040'][i]) }))),
  );
  for (const name of names) await expect(page.getByTestId('media-uploads')).toContainText(`${name} yüklendi`);

  await page.getByTestId('media-search').fill(`kitaplik ${stamp}`.replace(' ', '-'));
  await expect(page.getByTestId('media-tile')).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`q=kitaplik-${stamp}`));

  await page.getByRole('button', { name: names[0] }).click();
  const detail = page.getByTestId('media-detail');
  await detail.getByLabel('Alternatif metin (TR)').fill('Mavi sayaç panosu');
  await detail.getByLabel('Alternatif metin (EN)').fill('Blue meter panel');
  // A click sets the point; the arrow keys move it in steps of 5 %.
  const picker = detail.getByTestId('focal-picker');
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
  await expect(detail.getByTestId('focal-marker')).toBeVisible();
  await detail.getByRole('button', { name: 'Ortaya al' }).click();
  await picker.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect(detail).toContainText('Odak: soldan %20, üstten %80');
  await detail.getByTestId('media-save').click();
  await expect(page.getByTestId('toast-success').first()).toContainText('Görsel bilgileri kaydedildi.');
  await detail.getByRole('button', { name: 'Kapat' }).last().click();

  // A product chooses it from the library.
  const product = `Kitaplık Ürünü ${stamp}`;
  await page.goto('/admin/product/new');
  await page.getByLabel('Ürün adı').fill(product);
  await page.getByLabel('Kategori').selectOption('energy');
  await page.getByLabel('Kısa açıklama (TR)').fill('Kısa açıklama');
  await page.getByLabel('Kısa açıklama (EN)').fill('Short description');
  await page.getByRole('region', { name: 'Ürün Görseli' }).getByTestId('media-pick').click();
  const library = page.getByTestId('media-picker');
  await library.getByRole('searchbox').fill(names[0]);
  await library.getByRole('button', { name: names[0] }).click();
  await library.getByTestId('media-choose').click();
  await expect(page.getByTestId('media-picked')).toContainText(names[0]);
  await page.getByTestId('publish-choice').getByLabel('Yayınla').check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success').first()).toBeVisible();

  const slug = slugify(product);
  // English first: a visit in English leaves the admin's own language as it was (the admin below reads Turkish).
  for (const [lang, alt] of [
    ['en', 'Blue meter panel'],
    ['tr', 'Mavi sayaç panosu'],
  ] as const) {
    await open(page, `/products/${slug}`, lang);
    const image = page.locator('main img').first();
    await expect(image).toHaveAttribute('alt', alt);
    expect(await image.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('20% 80%');
  }

  // A document's cover comes from the library too.
  const document = `Kitaplık Dokümanı ${stamp}`;
  await page.goto('/admin/document/new');
  await page.getByLabel('Doküman adı (TR)').fill(document);
  await page
    .getByLabel('Türkçe dosya')
    .setInputFiles({ name: 'kilavuz.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByTestId('media-pick').click();
  await library.getByRole('searchbox').fill(names[2]);
  await library.getByRole('button', { name: names[2] }).click();
  await library.getByTestId('media-choose').click();
  await expect(page.getByTestId('media-picked')).toContainText(names[2]);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success').first()).toBeVisible();
  await page.goto(`/admin/media?q=${names[2]}`);
  await page.getByRole('button', { name: names[2] }).click();
  await expect(detail.getByTestId('media-usages')).toContainText(`Doküman: ${document} (görsel)`);
  await detail.getByRole('button', { name: 'Kapat' }).last().click();

  // In use: the library lists where and refuses the delete.
  await page.goto(`/admin/media?q=${names[0]}`);
  await page.getByRole('button', { name: names[0] }).click();
  await expect(detail.getByTestId('media-usages')).toContainText(`Ürün: ${product} (görsel)`);
  await expect(detail.getByTestId('media-in-use')).toBeVisible();
  await expect(detail.getByTestId('media-delete')).toBeDisabled();

  // Unused: deleted after one confirmation.
  await detail.getByRole('button', { name: 'Kapat' }).last().click();
  await page.goto(`/admin/media?q=${names[1]}`);
  await page.getByRole('button', { name: names[1] }).click();
  await expect(detail).toContainText('Hiçbir kayıt bu dosyayı kullanmıyor.');
  await detail.getByTestId('media-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success').first()).toContainText('Dosya silindi.');
  await expect(page.getByTestId('media-tile')).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`the media library and an item's details pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/media');
    await expect(page.getByTestId('media-tile').first()).toBeVisible();
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    let { violations } = await axe();
    expect(
      violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await page.getByTestId('media-tile').first().click();
    await expect(page.getByTestId('media-detail')).toBeVisible();
    ({ violations } = await axe());
    expect(
      violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}
