// The redirects screen: an automatic redirect left by a rename is listed as such; one added by hand for an old
// address is listed, followed (query kept) and deleted after the confirm dialog; a target off the site is refused
// under its field. In Turkish and English, on a phone and a desktop, with no axe violation.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { adminInEnglish, expect, expectNoHorizontalScroll, signIn, startPage, test } from './fixtures';
import { axeViolations } from './colleagues';

/** A product page of the seed, the target of the hand-made redirect. */
const TARGET = '/products/ea-120-din-rail-energy-meter';

const TEXTS = {
  tr: {
    title: 'Yönlendirmeler',
    from: 'Eski adres',
    to: 'Yeni adres',
    add: 'Ekle',
    kind: 'Yönlendirme türü',
    temporary: '302 — Geçici',
    created: 'Yönlendirme başarıyla eklendi!',
    deleted: 'Yönlendirme başarıyla silindi!',
    automatic: 'Otomatik',
    status302: '302 Geçici',
    offSite: 'Yeni adres bu sitede kalmalıdır',
    question: 'Bu yönlendirmeyi silmek istediğinizden emin misiniz?',
    confirm: 'Sil',
    deleteSuffix: 'sil',
  },
  en: {
    title: 'Redirects',
    from: 'Old address',
    to: 'New address',
    add: 'Add',
    kind: 'Redirect type',
    temporary: '302 — Temporary',
    created: 'Redirect added!',
    deleted: 'Redirect deleted!',
    automatic: 'Automatic',
    status302: '302 Temporary',
    offSite: 'The new address must stay on this site',
    question: 'Are you sure you want to delete this redirect?',
    confirm: 'Delete',
    deleteSuffix: 'delete',
  },
} as const;

/** A draft product renamed once through the API: its old address becomes an automatic redirect (a draft is on no public list). */
async function renamedDraft(baseURL: string, stamp: string): Promise<{ from: string; cleanUp(): Promise<void> }> {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  const input = (slug: string) => ({
    name: `Taslak ${stamp}`,
    slug,
    category: 'io',
    shortDescriptionTr: 'Kısa',
    shortDescriptionEn: 'Short',
    draft: true,
  });
  const created = await gql(
    baseURL,
    'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
    { input: input(`taslak-eski-${stamp}`) },
    token,
  );
  const id = created.data.createProduct.id as number;
  await gql(
    baseURL,
    'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
    { id, input: input(`taslak-yeni-${stamp}`) },
    token,
  );
  const from = `/products/taslak-eski-${stamp}`;
  return {
    from,
    async cleanUp() {
      const { data } = await gql(baseURL, '{ redirects { id fromPath } }', {}, token);
      const redirect = data.redirects.find((r: { fromPath: string }) => r.fromPath === from);
      if (redirect) await gql(baseURL, 'mutation($id: Int!) { deleteRedirect(id: $id) }', { id: redirect.id }, token);
      await gql(baseURL, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
    },
  };
}

for (const lang of ['tr', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`redirects at ${width}px (${lang}): automatic ones listed, one added by hand, followed and deleted; no axe violation`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const text = TEXTS[lang];
      const stamp = `${lang}${width}${Date.now().toString(36)}`;
      const rename = await renamedDraft(baseURL!, stamp);
      try {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page);
        if (lang === 'en') await adminInEnglish(page);
        // In the admin menu.
        await page.getByRole('navigation').getByRole('link', { name: text.title }).click();
        await expect(page).toHaveURL(/\/admin\/redirects$/);
        await expect(page.locator('main h1')).toHaveText(text.title);
        await expect(page).toHaveTitle(`${text.title} | Enerji Teknoloji Admin`);

        const automatic = page.getByTestId('record').filter({ hasText: rename.from });
        await expect(automatic).toContainText(text.automatic);
        await expect(automatic.getByTestId('redirect-to')).toHaveText(`/products/taslak-yeni-${stamp}`);

        // A target on another site is refused, under its field, and nothing is added.
        const from = `/eski-site/urun-${stamp}.html`;
        await page.getByLabel(text.from, { exact: true }).fill(from);
        await page.getByLabel(text.to, { exact: true }).fill('//evil.example');
        await page.getByRole('button', { name: text.add }).click();
        await expect(page.getByTestId('toPath-error')).toContainText(text.offSite);
        await expect(page.getByTestId('toast-error')).toContainText(text.offSite);
        await expect(page.getByTestId('record').filter({ hasText: from })).toHaveCount(0);

        // Added by hand, as a temporary redirect.
        await page.getByLabel(text.to, { exact: true }).fill(TARGET);
        await page.getByLabel(text.kind, { exact: true }).selectOption('302');
        await page.getByRole('button', { name: text.add }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.created })).toBeVisible();
        // The refusal's red toast went when the green one came: it no longer says anything true.
        await expect(page.getByTestId('toast-error')).toHaveCount(0);
        const row = page.getByTestId('record').filter({ hasText: from });
        await expect(row).toContainText(text.status302);
        await expect(page.getByLabel(text.from, { exact: true })).toHaveValue('');
        await expectNoHorizontalScroll(page);
        await expect(page.locator('.chakra-spinner')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-redirects-${lang}-${width}.png`, fullPage: true });

        // Followed: the old address leads to the product, the query kept.
        const response = await page.goto(`${from}?lang=${lang}`);
        expect(response?.request().redirectedFrom()?.url()).toContain(from);
        await expect(page).toHaveURL(`${TARGET}?lang=${lang}`);
        await startPage(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        // Deleted after the confirm dialog, which names it.
        await page.goto('/admin/redirects');
        await row.getByRole('button', { name: `${from}: ${text.deleteSuffix}` }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(text.question);
        await expect(dialog.getByTestId('confirm-subject')).toHaveText(from);
        await dialog.getByRole('button', { name: text.confirm }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.deleted })).toBeVisible();
        await expect(page.getByTestId('record').filter({ hasText: from })).toHaveCount(0);
        const gone = await page.request.get(from, { maxRedirects: 0 });
        expect(gone.headers().location ?? '').not.toContain(TARGET);
      } finally {
        await rename.cleanUp();
      }
    });
  }
}
