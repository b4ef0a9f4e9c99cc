// The audit screen names changed fields in the admin's language, as the version history does, never by their code
// names (lastLoginAt, passwordHash, fileTypeEn).
import { expect, signIn, test } from './fixtures';

const CODE_NAME = /^[a-z]+[A-Z]\w*$/;

test('audit log: changed fields in Turkish, then in English', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/audit');
  const fields = page.getByTestId('audit-field');
  // The list loads after the admin chunk: give a busy machine time.
  await expect(fields.first()).toBeVisible({ timeout: 30_000 });
  // The sign-in just made lists the last sign-in time.
  await expect(fields.filter({ hasText: 'Son giriş zamanı' }).first()).toBeVisible();
  const shown = await fields.allTextContents();
  expect(shown.filter((f) => CODE_NAME.test(f) || f === 'file' || f === 'name')).toEqual([]);

  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/audit');
  await expect(fields.filter({ hasText: 'Last sign-in' }).first()).toBeVisible();
  expect((await fields.allTextContents()).filter((f) => CODE_NAME.test(f))).toEqual([]);
});
