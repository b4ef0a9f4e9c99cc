// A delete asks first, in the spec's words, and names the record it would delete: rows can look alike.
import { expect, signIn, test } from './fixtures';

const LISTS: [path: string, question: string][] = [
  ['/admin/blogs', 'Bu blog yazısını silmek istediğinizden emin misiniz?'],
  ['/admin/products', 'Bu ürünü silmek istediğinizden emin misiniz?'],
  ['/admin/documents', 'Bu dokümanı silmek istediğinizden emin misiniz?'],
  ['/admin/applications', 'Bu uygulamayı silmek istediğinizden emin misiniz?'],
];

test("each list's delete question names the record; cancelling keeps it", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const [path, question] of LISTS) {
    await page.goto(path);
    // Each row's delete button is labelled "<name>: sil".
    const button = page.getByRole('button', { name: /: sil$/ }).first();
    await expect(button, path).toBeVisible({ timeout: 20_000 });
    const name = (await button.getAttribute('aria-label'))!.replace(/: sil$/, '');
    await button.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog, path).toContainText(question);
    await expect(dialog.getByTestId('confirm-subject'), path).toHaveText(name);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog, path).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${name}: sil` }).first(), path).toBeVisible();
  }
});
