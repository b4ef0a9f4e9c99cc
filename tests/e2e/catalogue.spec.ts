import { readPdf } from '../helpers/pdf';
import { expect, open, test } from './fixtures';

test.describe('PDF downloads', () => {
  test('the product page\'s datasheet and catalogue links download real PDFs in the page\'s language, with Turkish letters', async ({ page, baseURL }) => {
    const { data } = await (await fetch(`${baseURL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(category: energy, take: 1) { slug name specGroups { nameTr nameEn } } }' }) })).json();
    const product = data.products[0];
    await open(page, `/products/${product.slug}`);

    const [datasheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Ürün Bilgi Formu (PDF)' }).click()]);
    expect(datasheet.suggestedFilename()).toBe(`${product.slug}-tr.pdf`);
    const href = await page.getByRole('link', { name: 'Ürün Bilgi Formu (PDF)' }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const sheet = await readPdf(new Uint8Array(await response.body()));
    expect(sheet.text).toContain(product.name);
    expect(sheet.text).toContain(product.specGroups[0].nameTr);

    const [catalogue] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Kataloğu İndir' }).first().click()]);
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
