// The /search page against the server's own answer: a product, a post and a document may share an id, and each must
// still be shown once, none left out, with the count the page states, whether the page was rendered on the server
// or the results arrived in the browser afterwards, in both languages.
import { gql } from '../helpers/graphql';
import type { Page } from '@playwright/test';
import { expect, LANGS, open, test } from './fixtures';

const SEARCH = `query($q: String!, $l: Language!) { search(query: $q, language: $l, take: 12) { total items { kind id url } } }`;
const KIND_LABEL = {
  tr: { product: 'Ürün', blog: 'Blog yazısı', document: 'Doküman' },
  en: { product: 'Product', blog: 'Blog post', document: 'Document' },
};

/** What the page lists: each result's kind label and where its title leads, in order. */
async function listed(page: Page): Promise<string[]> {
  const articles = page
    .getByRole('list')
    .filter({ has: page.locator('article') })
    .locator('article');
  return articles.evaluateAll((nodes) =>
    nodes.map((n) => `${n.querySelector('span')?.textContent?.trim()} ${n.querySelector('h2 a')?.getAttribute('href')}`),
  );
}

/** Queries whose first page holds a product and a post (or document) with the same id. */
async function sharedIdQueries(baseURL: string, lang: 'tr' | 'en'): Promise<string[]> {
  const queries: string[] = [];
  for (const q of ['harmonik', 'olcum', 'izleme', 'modbus']) {
    const { data } = await gql(baseURL, SEARCH, { q, l: lang });
    const ids = data.search.items.map((h: { id: number }) => h.id);
    if (new Set(ids).size < ids.length) queries.push(q);
  }
  return queries;
}

for (const lang of LANGS) {
  test(`each result is shown once, none left out, and the count is what is shown (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const queries = await sharedIdQueries(baseURL!, lang);
    // Without a product and a post that share an id among the first results, this test would prove nothing.
    expect(queries.length, 'a query with results of different kinds sharing an id').toBeGreaterThan(0);
    for (const q of queries) {
      const { data } = await gql(baseURL!, SEARCH, { q, l: lang });
      const expected = data.search.items.map(
        (h: { kind: 'product' | 'blog' | 'document'; url: string }) => `${KIND_LABEL[lang][h.kind]} ${h.url}`,
      );
      // Rendered on the server (and hydrated from its cache).
      await open(page, `/search?q=${encodeURIComponent(q)}`, lang);
      const shown = await listed(page);
      expect(shown, `${q}: the server-rendered page`).toEqual(expected);
      expect(new Set(shown).size).toBe(shown.length);
      await expect(page.getByRole('status').filter({ hasText: q })).toContainText(String(data.search.total));
      // The count is of every page's results; this page shows the first of them.
      expect(shown.length).toBe(Math.min(data.search.total, 12));
    }
    // Asked from the browser: search again from the page's own box, after another search filled its cache.
    await open(page, '/search?q=enerji', lang);
    for (const q of queries) {
      const { data } = await gql(baseURL!, SEARCH, { q, l: lang });
      const expected = data.search.items.map(
        (h: { kind: 'product' | 'blog' | 'document'; url: string }) => `${KIND_LABEL[lang][h.kind]} ${h.url}`,
      );
      const box = page.getByRole('main').getByRole('searchbox');
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${q}`));
      await expect(page.getByRole('status').filter({ hasText: q })).toContainText(String(data.search.total));
      await expect.poll(() => listed(page), `${q}: asked from the browser`).toEqual(expected);
    }
  });
}
