// The structured data and share tags a crawler that runs JavaScript sees, after hydration, a language
// switch and a navigation in the browser (the server's HTML itself: tests/server/seo.test.ts).
import type { Page } from '@playwright/test';
import { gql } from '../helpers/graphql';
import { expect, startPage, test } from './fixtures';

type Node = Record<string, any>;

const structuredData = (page: Page): Promise<Node[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  );
const types = async (page: Page) => (await structuredData(page)).map((n) => n['@type'] as string).sort();
const product = async (page: Page) => (await structuredData(page)).find((n) => n['@type'] === 'Product');

test('a product page keeps one current set of structured data through hydration, a language switch and a navigation', async ({
  page,
  baseURL,
}) => {
  const { data } = await gql(baseURL!, '{ products(take: 1) { slug name shortDescriptionTr shortDescriptionEn } }');
  const p = data.products[0];
  // Without ?lang=: a language in the URL is a choice the switcher does not override.
  await page.goto(`/products/${p.slug}`);
  await startPage(page);
  expect(await types(page)).toEqual(['BreadcrumbList', 'Organization', 'Product']);
  expect((await product(page))!.description).toBe(p.shortDescriptionTr);

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await product(page))?.description).toBe(p.shortDescriptionEn);
  expect(await types(page)).toEqual(['BreadcrumbList', 'Organization', 'Product']);
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute('content', p.shortDescriptionEn);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', p.name);

  // To the list through the breadcrumb (a page of islands: the server renders the list): the product's blocks and card are gone.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products(\?|$)/);
  await expect.poll(() => types(page)).toEqual(['Organization']);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
    'content',
    'Control cabinet with industrial devices mounted on a DIN rail',
  );
});
