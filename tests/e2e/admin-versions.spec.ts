// Version history in the admin against the real server: an editor edits a product, opens its history, sees both
// versions and what changed between them, restores the earlier one and finds its text on the public page again.
import { expect, open, signIn, test } from './fixtures';
import { ADMIN } from '../helpers/server';

test('an edited product shows two versions and their difference; restoring the first brings its text back to the site', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `e2e-surum-${stamp}`;
  const before = `İlk kısa açıklama ${stamp}`;
  const after = `Düzenlenmiş kısa açıklama ${stamp}`;
  // The product is made through the API (the product form has its own spec); its first version is this save.
  const login = await (await request.post('/api/login', { data: ADMIN })).json();
  const created = await (
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${login.token}` },
      data: {
        query: 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
        variables: {
          input: {
            name: `E2E Sürüm ${stamp}`,
            slug,
            category: 'energy',
            shortDescriptionTr: before,
            shortDescriptionEn: `First short ${stamp}`,
          },
        },
      },
    })
  ).json();
  const id: number = created.data.createProduct.id;

  await signIn(page);
  await page.goto(`/admin/product/${id}`);
  await page.getByLabel('Ürün adı').fill(`E2E Sürüm ${stamp} v2`);
  await page.getByLabel('Kısa açıklama (TR)').fill(after);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla güncellendi!');

  await page.goto(`/admin/product/${id}`);
  await page.getByRole('link', { name: 'Sürüm geçmişi' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/product/${id}/versions$`));
  await expect(page.getByRole('heading', { name: 'Sürüm geçmişi', level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Sürümler, en yenisi önce' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Sürüm 2');
  await expect(rows.nth(0)).toContainText(ADMIN.username);
  await expect(rows.nth(0)).toContainText('Ürün adı');
  await expect(rows.nth(0)).toContainText('Kısa açıklama (TR)');
  await expect(rows.nth(1)).toContainText('İlk sürüm');

  // The newest two are compared at once: the changed fields are marked, the English one is not.
  const diff = page.getByTestId('version-diff');
  await expect(diff.getByRole('heading', { name: 'Sürüm 1 ile Sürüm 2' })).toBeVisible();
  const changed = diff.locator('[data-field="shortDescriptionTr"]');
  await expect(changed).toHaveAttribute('data-changed', 'true');
  await expect(changed.locator('del')).toContainText('İlk');
  await expect(changed.locator('ins')).toContainText('Düzenlenmiş');
  await expect(diff.locator('[data-field="shortDescriptionEn"]')).not.toHaveAttribute('data-changed', 'true');
  await diff.getByRole('button', { name: /Yalnızca değişenler/ }).click();
  await expect(diff.locator('[data-field]')).toHaveCount(2);

  // Restore version 1 from the keyboard: the dialog asks first, the toast names the new version.
  await page.getByRole('button', { name: 'Bu sürümü geri yükle: Sürüm 1' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sürüm 1 geri yüklensin mi?');
  await dialog.getByRole('button', { name: 'Geri yükle' }).click();
  await expect(page.getByTestId('toast-success').first()).toHaveText('Sürüm 1 geri yüklendi (yeni sürüm: 3).');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Sürüm 1 geri yüklendi');

  await open(page, `/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E Sürüm ${stamp}`);
  await expect(page.getByText(before).first()).toBeVisible();
  await expect(page.getByText(after)).toHaveCount(0);
});
