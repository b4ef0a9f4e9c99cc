// Unsaved changes are not lost without a question: the admin's menu, the form's Geri, the browser's Back and closing
// the tab all ask first (the project's confirm dialog in the admin's language; the browser's own for the tab), in
// every record form. Once saved, the form is left without a question.
import type { Locator } from '@playwright/test';
import { expect, open, signIn, test } from './fixtures';

const QUESTION = {
  tr: 'Kaydedilmemiş değişiklikler var. Bu sayfadan ayrılırsanız kaybolacaklar.',
  en: 'There are unsaved changes. If you leave this page, they will be lost.',
};

/** Types as a person does (a click, then keys): the browser asks about closing a tab only after the page was used. */
async function typeInto(input: Locator, text: string) {
  await input.click();
  await input.pressSequentially(text);
}

test("the product form asks before its changes are left by the menu, Geri, the browser's Back or closing the tab", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Yeni Ürün' }).first().click();
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
  await typeInto(page.getByLabel('Ürün adı'), 'Yarım kalan ürün');
  const dialog = page.getByRole('alertdialog');

  // The menu: "Vazgeç" stays, with what was typed.
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Gösterge Paneli' }).click();
  await expect(dialog).toContainText(QUESTION.tr);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
  await expect(page.getByLabel('Ürün adı')).toHaveValue('Yarım kalan ürün');

  // The browser's Back: undone while the question is open, and still here after "Vazgeç".
  await page.evaluate(() => window.history.back());
  await expect(dialog).toContainText(QUESTION.tr);
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/product\/new$/);
  await expect(page.getByLabel('Ürün adı')).toHaveValue('Yarım kalan ürün');

  // Closing the tab: only the browser's own question can be asked; dismissed, the page and its text stay.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await unload;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  await expect(page.getByLabel('Ürün adı')).toHaveValue('Yarım kalan ürün');

  // The browser's own Back button, agreed this time: the list it came from.
  void page.goBack().catch(() => undefined);
  await dialog.getByRole('button', { name: 'Kaydetmeden ayrıl' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Ürünler', level: 1 })).toBeVisible();
});

test("a saved product is left without a question; the form's Geri asks while a change is unsaved", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(page);
  await page.goto('/admin/product/new');
  await typeInto(page.getByLabel('Ürün adı'), `Terk Testi ${stamp}`);
  await page.getByLabel('Kategori').selectOption('io');
  await typeInto(page.getByLabel('Kısa açıklama (TR)'), 'Kısa');
  await typeInto(page.getByLabel('Kısa açıklama (EN)'), 'Short');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Taslak kaydedildi');
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);

  await typeInto(page.getByLabel('Kısa açıklama (TR)'), ' ve uzun');
  await page.getByRole('link', { name: 'Geri' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(QUESTION.tr);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await page.getByRole('button', { name: 'Güncelle' }).click();
  // The draft's toast may still be in view above it.
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Ürün başarıyla güncellendi!' })).toBeVisible();
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(dialog).toHaveCount(0);

  await page.goto(`/admin/products?q=${encodeURIComponent(`Terk Testi ${stamp}`)}`);
  await page.getByRole('button', { name: `Terk Testi ${stamp}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Ürün başarıyla silindi!');
});

for (const [path, field] of [
  ['/admin/blog/new', 'titleTr'],
  ['/admin/document/new', 'nameTr'],
  ['/admin/application/new', 'name'],
] as const) {
  test(`${path} asks too, in English in the English admin`, async ({ page }) => {
    await signIn(page);
    // The admin's own language, chosen apart from the site's.
    await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
    await open(page, path);
    await typeInto(page.locator(`input[name="${field}"]`), 'Unsaved');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(QUESTION.en);
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
}
