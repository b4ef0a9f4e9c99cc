import AxeBuilder from '@axe-core/playwright';
import { LIST_PAGE_SIZE } from '../../client/config/page-size';
import { gql, gqlUpload, loginToken } from '../helpers/graphql';
import { readPdf } from '../helpers/pdf';
import { eventually } from '../helpers/eventually';
import { ADMIN } from '../helpers/server';
import { expect, open, openAfterEdit, test } from './fixtures';

test.describe('PDF downloads', () => {
  test("the product page's datasheet and catalogue links download real PDFs in the page's language, with Turkish letters", async ({
    page,
    baseURL,
  }) => {
    const { data } = await (
      await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(category: energy, take: 1) { slug name specGroups { nameTr nameEn } } }' }),
      })
    ).json();
    const product = data.products[0];
    await open(page, `/products/${product.slug}`);

    const [datasheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Ürün Bilgi Formu (PDF)' }).click(),
    ]);
    expect(datasheet.suggestedFilename()).toBe(`${product.slug}-tr.pdf`);
    const href = await page.getByRole('link', { name: 'Ürün Bilgi Formu (PDF)' }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const sheet = await readPdf(new Uint8Array(await response.body()));
    expect(sheet.text).toContain(product.name);
    expect(sheet.text).toContain(product.specGroups[0].nameTr);

    const [catalogue] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Kataloğu İndir' }).first().click(),
    ]);
    expect(catalogue.suggestedFilename()).toBe('enerji-teknoloji-katalog-tr.pdf');
    const catalogueText = (await readPdf(new Uint8Array(await (await page.request.get('/api/catalog?lang=tr')).body()))).text;
    expect(catalogueText).toContain('Ürün Kataloğu');
    expect(catalogueText).toContain('Enerji İzleme ve Analizörler');
    expect(catalogueText).toMatch(/[ğışİçö]/);
  });

  test('in English the links name and download the English files', async ({ page }) => {
    await open(page, '/solutions/smart-energy-management', 'en');
    const link = page.getByRole('link', { name: 'Download Catalog' });
    await expect(link).toHaveAttribute('href', '/api/catalog?lang=en');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('enerji-teknoloji-catalogue-en.pdf');
    const text = (await readPdf(new Uint8Array(await (await page.request.get('/api/catalog?lang=en')).body()))).text;
    expect(text).toContain('Product Catalogue');
    expect(text).toContain('Energy Monitoring and Analyzers');
  });

  test('recently viewed products follow the visitor from product to product and to a solution page', async ({ page }) => {
    await open(page, '/products?category=energy');
    const links = page.getByTestId('product-grid').getByRole('link', { name: /İncele/ });
    const first = await links.nth(0).getAttribute('href');
    const second = await links.nth(1).getAttribute('href');
    await open(page, first!);
    const firstName = await page.locator('h1').textContent();
    await open(page, second!);
    await expect(page.getByRole('heading', { name: 'Son Görüntülenenler' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(firstName!.trim()) }).last()).toBeVisible();
    await open(page, '/solutions/engineering-services');
    await expect(page.getByRole('heading', { name: 'Son Görüntülenenler' })).toBeVisible();
  });
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('lists of any size', () => {
  test('a category and the blog list page through server-rendered links, in both languages; past the end is a 404', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const url = baseURL!;
    const origin = `http://localhost:${new URL(url).port}`;
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const must = <T>(res: { data?: T; errors?: unknown }): T => {
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data!;
    };
    // Two pages of products (a category of 3 seeded products and as many more as a page holds, minus one) and at
    // least two of posts.
    const added = LIST_PAGE_SIZE + 2;
    const image = must(
      await gqlUpload<{ uploadImage: string }>(
        url,
        'mutation($f: Upload!) { uploadImage(file: $f, type: blog) }',
        { f: null },
        { 'variables.f': [new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), 'sayfa.png'] },
        token,
      ),
    ).uploadImage;
    const products: number[] = [];
    const posts: number[] = [];
    try {
      for (let i = 1; i <= added; i++) {
        products.push(
          must(
            await gql<{ createProduct: { id: number } }>(
              url,
              'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
              {
                input: {
                  name: `Sayfa Modülü ${i}`,
                  slug: `sayfa-modulu-${i}`,
                  category: 'io',
                  shortDescriptionTr: 'Sayfalama için.',
                  shortDescriptionEn: 'For paging.',
                },
              },
              token,
            ),
          ).createProduct.id,
        );
        if (i > LIST_PAGE_SIZE) continue;
        posts.push(
          must(
            await gql<{ createBlog: { id: number } }>(
              url,
              'mutation($input: BlogInput!) { createBlog(input: $input) { id } }',
              {
                input: {
                  titleTr: `Sayfa yazısı ${i}`,
                  titleEn: `Paging post ${i}`,
                  summaryTr: 'Özet',
                  summaryEn: 'Summary',
                  contentTr: '<p>İçerik</p>',
                  contentEn: '<p>Content</p>',
                  image,
                },
              },
              token,
            ),
          ).createBlog.id,
        );
      }
      // Additions are edits: the counts and pages kept before them may be served (STALE) for a few seconds while they
      // are made again; the second page is current once it shows the last product added.
      const { productCount, blogCount, html } = await eventually(async () => {
        const counts = must(await gql<{ productCount: number; blogCount: number }>(url, '{ productCount(category: io) blogCount }'));
        const html = await (await fetch(`${url}/products?category=io&page=2`)).text();
        expect(html).toContain(`Sayfa Modülü ${added}`);
        // The second page is in the server's HTML: its cards, its number marked current, its own canonical link.
        expect(html.match(/data-testid="product-card"/g)).toHaveLength(counts.productCount - LIST_PAGE_SIZE);
        return { ...counts, html };
      });
      expect(html).toMatch(
        /<a[^>]*aria-current="page"[^>]*href="\/products\?category=io&amp;page=2"|<a[^>]*href="\/products\?category=io&amp;page=2"[^>]*aria-current="page"/,
      );
      expect(html).toContain(`<link rel="canonical" href="${origin}/products?category=io&amp;page=2"`);

      const pages = page.getByRole('navigation', { name: 'Sayfalar' });
      await openAfterEdit(page, '/products?category=io', (expect) =>
        expect(pages.getByRole('link', { name: 'Sayfa 1' })).toHaveAttribute('aria-current', 'page'),
      );
      await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(LIST_PAGE_SIZE);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/products?category=io`);
      await pages.getByRole('link', { name: 'Sonraki' }).click();
      await expect(page).toHaveURL(/\/products\?category=io&page=2$/);
      await expect(pages.getByRole('link', { name: 'Sayfa 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(productCount - LIST_PAGE_SIZE);
      await expect(pages.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="pagination"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      // Another category starts at its first page.
      await page.getByRole('button', { name: 'Enerji İzleme ve Analizörler' }).click();
      await expect(page).toHaveURL(/\/products\?category=energy$/);

      const blogPages = page.getByRole('navigation', { name: 'Pages' });
      await openAfterEdit(
        page,
        '/blog',
        (expect) => expect(blogPages).toContainText(`Page 1 of ${Math.ceil(blogCount / LIST_PAGE_SIZE)}`),
        'en',
      );
      await blogPages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(blogPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/blog?page=2&lang=en`);
      await blogPages.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/\/blog$/);

      const past = await open(page, '/blog?page=99');
      expect(past!.status()).toBe(404);
      await page.getByRole('link', { name: 'İlk sayfaya git' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    } finally {
      for (const id of products) await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
      for (const id of posts) await gql(url, 'mutation($id: Int!) { deleteBlog(id: $id) }', { id }, token);
    }
  });
});

test.describe('categories', () => {
  test('each category chosen is a new history entry: Back returns to the category before, then to the catalogue as it opened', async ({
    page,
  }) => {
    await open(page, '/products');
    const opened = page.url();
    const buttons = page.getByTestId('category-buttons').getByRole('button');
    const [second, third] = await Promise.all([buttons.nth(1).getAttribute('data-category'), buttons.nth(2).getAttribute('data-category')]);
    const button = (category: string | null) => page.locator(`[data-category="${category}"]`);

    await button(second).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?(?:.*&)?category=${second}(?:&|$)`));
    await button(third).click();
    await expect(page).toHaveURL(new RegExp(`category=${third}`));
    await expect(button(third)).toHaveAttribute('aria-pressed', 'true');
    // Choosing the category already shown adds no entry.
    await button(third).click();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`category=${second}`));
    await expect(button(second)).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(opened);
    await expect(page.getByTestId('category-buttons')).toBeVisible();
    await page.goForward();
    await expect(button(second)).toHaveAttribute('aria-pressed', 'true');
  });
});
