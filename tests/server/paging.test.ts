// Lists of any size: counts for page numbers, pages that add up to the whole list, the caps, the
// header menu's few products per category, and the REST lists' limit and offset (the old client's body shape kept).
// The catalogue grown far past a page is in sql-statements.test.ts (its own database).
import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';

const url = inject('serverUrl');

interface Row {
  id: number;
  category: string;
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('GraphQL: counts and pages', () => {
  it('each count is the size of its list, and pages of two add up to the whole list in its order', async () => {
    const { data } = await gql(
      url,
      `{ products(take: 100) { id category } productCount blogs(take: 100) { id } blogCount
      documents(take: 100) { id } documentCount applications(take: 100) { id } applicationCount }`,
    );
    // The shared server holds fewer than a page of 100 of each: the lists are whole.
    for (const [list, count] of [
      ['products', 'productCount'],
      ['blogs', 'blogCount'],
      ['documents', 'documentCount'],
      ['applications', 'applicationCount'],
    ]) {
      expect(data[list].length, list).toBeLessThan(100);
      expect(data[count], count).toBe(data[list].length);
      const pages: number[] = [];
      for (let skip = 0; skip < data[count] + 2; skip += 2) {
        const page = (await gql(url, `query($skip: Int!) { ${list}(skip: $skip, take: 2) { id } }`, { skip })).data[list];
        expect(page.length, `${list} from ${skip}`).toBeLessThanOrEqual(2);
        pages.push(...ids(page));
      }
      expect(pages, list).toEqual(ids(data[list]));
    }
  });

  it("a category's count and pages; the newest products first", async () => {
    const all: Row[] = (await gql(url, '{ products(take: 100) { id category } }')).data.products;
    const category = all[0].category;
    const res = await gql(
      url,
      'query($c: ProductCategory!) { first: products(category: $c, take: 2) { id } rest: products(category: $c, skip: 2, take: 100) { id } whole: products(category: $c, take: 100) { id } productCount(category: $c) }',
      { c: category },
    );
    const ofCategory = ids(all.filter((p) => p.category === category));
    expect(res.data.productCount).toBe(ofCategory.length);
    // A category is in the editors' order (reorderProducts), its pages in that order too.
    expect([...ids(res.data.first), ...ids(res.data.rest)]).toEqual(ids(res.data.whole));
    expect([...ids(res.data.whole)].sort((a, b) => a - b)).toEqual([...ofCategory].sort((a, b) => a - b));
    const newest = (await gql(url, '{ products(newestFirst: true, take: 3) { id } }')).data.products;
    expect(ids(newest)).toEqual(
      ids(all)
        .sort((a, b) => b - a)
        .slice(0, 3),
    );
  });

  it('the header menu: every category in display order with its first products, at most six', async () => {
    const { data } = await gql(url, '{ productCategories productMenu { category products { id name slug } } }');
    expect(data.productMenu.map((m: { category: string }) => m.category)).toEqual(data.productCategories);
    for (const { category, products } of data.productMenu) {
      // The first of the category's list, in the editors' order.
      const first = ids(
        (await gql(url, 'query($c: ProductCategory!) { products(category: $c, take: 6) { id } }', { c: category })).data.products,
      );
      expect(first.length, category).toBeGreaterThan(0);
      expect(ids(products), category).toEqual(first);
      for (const p of products) expect(p.name && p.slug).toBeTruthy();
    }
  });
});

/** The REST lists, each with how its body holds the rows and the field naming a row's id. */
const bare = (body: any) => body;
const wrapped = (body: any) => (body.success === true ? body.data : undefined);
const REST_LISTS = [
  { path: '/api/products', rows: bare, id: 'product_id', count: 'productCount' },
  { path: '/api/blogs', rows: bare, id: 'blog_id', count: 'blogCount' },
  { path: '/api/documents', rows: wrapped, id: 'document_id', count: 'documentCount' },
  { path: '/api/applications', rows: wrapped, id: 'app_id', count: 'applicationCount' },
];

describe('REST lists: limit and offset', () => {
  for (const list of REST_LISTS) {
    it(`${list.path}: the old answer without parameters (the first 100); a page with them; paging on reaches every record`, async () => {
      const total = (await gql(url, `{ ${list.count} }`)).data[list.count];
      const plain = await rest(url, 'GET', list.path);
      expect(plain.status).toBe(200);
      expect(Array.isArray(list.rows(plain.json))).toBe(true);
      const rowIds = list.rows(plain.json).map((r: any) => r[list.id]);
      expect(rowIds.length).toBe(Math.min(total, 100));

      const page = await rest(url, 'GET', `${list.path}?limit=2&offset=1`);
      expect(page.status).toBe(200);
      expect(list.rows(page.json).map((r: any) => r[list.id])).toEqual(rowIds.slice(1, 3));
      // Pages of 3 until a short one: every record once, in the list's order.
      const paged: number[] = [];
      for (let offset = 0; ; offset += 3) {
        const rows = list.rows((await rest(url, 'GET', `${list.path}?limit=3&offset=${offset}`)).json).map((r: any) => r[list.id]);
        paged.push(...rows);
        if (rows.length < 3) break;
      }
      expect(paged).toEqual(rowIds);
      const capped = await rest(url, 'GET', `${list.path}?limit=100000`);
      expect(list.rows(capped.json).length).toBe(Math.min(total, 100));
      const past = await rest(url, 'GET', `${list.path}?offset=${total}`);
      expect(list.rows(past.json)).toEqual([]);
    });
  }

  it('refuses what is not a plain whole number in range, with the field, the reason and the text in the language', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=-1', 'limit=1e2', 'limit=', 'offset=-1', 'offset=1.5', 'limit=1&limit=2']) {
      for (const list of REST_LISTS) {
        const res = await rest(url, 'GET', `${list.path}?${query}`);
        expect(res.status, `${list.path}?${query}`).toBe(400);
        expect(res.json).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: query.split('=')[0],
          reason: 'INVALID',
          message: 'Bu alanın değeri geçersiz.',
        });
      }
    }
    const english = await rest(url, 'GET', '/api/products?limit=x&lang=en');
    expect(english.json.message).toBe('This value is not valid.');
  });
});
