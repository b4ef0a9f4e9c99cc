// A product's own search-engine texts, set in the admin's "Arama motoru" section, become the product page's title,
// description and share cards in Turkish and English; the section is accessible on a phone and on a desktop.
// The browser speaks English: the admin still speaks Turkish.
import AxeBuilder from '@axe-core/playwright';
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, open, signIn, test } from './fixtures';

test.use({ locale: 'en-US' });

async function newProduct(baseURL: string, name: string) {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  const slug = `seo-e2e-${Date.now().toString(36)}`;
  const res = await gql(
    baseURL,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id slug } }',
    {
      i: {
        name,
        slug,
        category: 'energy',
        shortDescriptionTr: 'Türetilmiş Türkçe açıklama',
        shortDescriptionEn: 'Derived English description',
      },
    },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.createProduct as { id: number; slug: string };
}

test("search-engine texts typed in the admin become the product page's title, description and og:title in tr and en", async ({
  page,
  baseURL,
}) => {
  const product = await newProduct(baseURL!, 'SEO Uçtan Uca Ürün');
  await signIn(page);
  await page.goto(`/admin/product/${product.id}`);
  const section = page.getByTestId('seo-fields');
  await expect(section.getByTestId('seo-search-preview-tr')).toContainText('SEO Uçtan Uca Ürün | Enerji Teknoloji');
  await section.getByLabel('Arama motoru başlığı (TR)').fill('Akıllı enerji ürünü – Türkçe başlık');
  await section.getByLabel('Arama motoru başlığı (EN)').fill('Smart energy product – English title');
  await section.getByLabel('Arama motoru açıklaması (TR)').fill('Türkçe arama motoru açıklaması.');
  await section.getByLabel('Arama motoru açıklaması (EN)').fill('English search engine description.');
  await expect(section.getByTestId('seo-card-preview-en')).toContainText('Smart energy product – English title | Enerji Teknoloji');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  // Saved, the product stays on its form.
  await expect(page.getByTestId('toast-success')).toHaveText('Ürün başarıyla güncellendi!');
  await expect(page).toHaveURL(new RegExp(`/admin/product/${product.id}$`));

  const expected = {
    tr: { title: 'Akıllı enerji ürünü – Türkçe başlık | Enerji Teknoloji', description: 'Türkçe arama motoru açıklaması.' },
    en: { title: 'Smart energy product – English title | Enerji Teknoloji', description: 'English search engine description.' },
  };
  // English first: a visit in English leaves the admin's own language as it was (the form below reads Turkish).
  for (const lang of ['en', 'tr'] as const) {
    await open(page, `/products/${product.slug}`, lang);
    await expect(page).toHaveTitle(expected[lang].title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected[lang].description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expected[lang].title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', expected[lang].description);
  }

  // Back in the form, the saved texts are there (the save round-trips).
  await page.goto(`/admin/product/${product.id}`);
  await expect(page.getByTestId('seo-fields').getByLabel('Arama motoru başlığı (EN)')).toHaveValue('Smart energy product – English title');
});

for (const width of [390, 1280]) {
  test(`axe finds no violation in the product form's search-engine section at ${width}px`, async ({ page, baseURL }) => {
    const product = await newProduct(baseURL!, `SEO Erişilebilirlik ${width}`);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto(`/admin/product/${product.id}`);
    const section = page.getByTestId('seo-fields');
    // Past the advice, the count turns to its warning: that state is checked too.
    await section
      .getByLabel('Arama motoru başlığı (TR)')
      .fill('Çok uzun bir arama motoru başlığı, önerilen altmış karakteri kesinlikle aşıyor');
    await expect(section.getByTestId('seoTitleTr-count')).toHaveAttribute('data-over', 'true');
    await section.scrollIntoViewIfNeeded();
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="seo-fields"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      violations.map(
        (v) =>
          `${v.id} (${v.impact}) ${v.nodes
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
  });
}
