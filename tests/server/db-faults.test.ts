// The database goes away under a running server and comes back (tests/helpers/database-proxy.ts cuts a real TCP
// connection to a real PostgreSQL): kept pages and queries are still served, everything else is a clear 503, nothing
// empty is kept, contact messages are spooled to disk and stored once, and all recovers by itself.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from '../../server/database.js';
import { DatabaseFaultBench } from '../helpers/database-fault-bench.js';
import { gql } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';

const bench = new DatabaseFaultBench();
const NAMES = '{ products { slug name } }';
const PRODUCTS = '{ products { slug name shortDescriptionTr } }';
const BLOGS = '{ blogs { slug titleTr } }';
const EDITED = 'Arıza testinden önce kaydedildi';
const shortDescriptionOf = async (slug: string) =>
  (await gql(bench.server.url, PRODUCTS)).data.products.find((p: { slug: string }) => p.slug === slug).shortDescriptionTr;
const messages = async () =>
  (await gql(bench.server.url, '{ contactMessages(take: 100) { name subject } }', {}, bench.token)).data.contactMessages as Array<{
    name: string;
    subject: string;
  }>;

beforeAll(() => bench.open());
afterAll(() => bench.close());

describe('while the database is down', () => {
  let product: { slug: string; name: string };

  it('health says so', async () => {
    expect(await (await fetch(`${bench.server.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });
    // Pages and queries seen before the fault, then an edit: none of them is current any more.
    [product] = (await gql(bench.server.url, NAMES)).data.products;
    expect((await fetch(`${bench.server.url}/`)).headers.get('x-page-cache')).toBe('MISS');
    expect((await fetch(`${bench.server.url}/products/${product.slug}?lang=en`)).status).toBe(200);
    expect((await fetch(`${bench.server.url}/api/catalog`)).status).toBe(200);
    const { data } = await gql(
      bench.server.url,
      'query($slug: String!) { productBySlug(slug: $slug) { id category name slug shortDescriptionEn } }',
      { slug: product.slug },
    );
    const { id, ...current } = data.productBySlug;
    const saved = await gql(
      bench.server.url,
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      { id, input: { ...current, shortDescriptionTr: EDITED } },
      bench.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(await shortDescriptionOf(product.slug)).toBe(EDITED);

    bench.db.cut();
    await expect.poll(bench.healthStatus, { timeout: 5_000 }).toBe(503);
    expect(await (await fetch(`${bench.server.url}/healthz`)).json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });

  it('serves the last good copy of a page or query it had', async () => {
    const home = await fetch(`${bench.server.url}/`);
    expect(home.status).toBe(200);
    // Kept: out of date (STALE) if it showed the edited product, else still current (an edit outdates only what read it).
    expect(['HIT', 'STALE']).toContain(home.headers.get('x-page-cache'));
    expect(await home.text()).toContain(product.name);
    const page = await fetch(`${bench.server.url}/products/${product.slug}?lang=en`);
    expect([page.status, page.headers.get('x-page-cache')]).toEqual([200, 'STALE']);

    const res = await fetch(`${bench.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: NAMES }),
    });
    expect([res.status, res.headers.get('x-query-cache')]).toEqual([200, 'STALE']);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.products[0]).toEqual(product);

    const catalogue = await fetch(`${bench.server.url}/api/catalog`);
    expect([catalogue.status, catalogue.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it("answers 503 with a page in the visitor's language, or a clear API error, for anything else", async () => {
    for (const [url, lang, title] of [
      ['/blog', 'tr', 'Site kısa bir süreliğine yanıt veremiyor'],
      ['/blog?lang=en', 'en', 'The site cannot answer right now'],
    ]) {
      const res = await fetch(bench.server.url + url);
      expect(res.status, url).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
    }

    const query = await fetch(`${bench.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: BLOGS }),
    });
    expect([query.status, query.headers.get('retry-after')]).toEqual([503, '5']);
    expect((await query.json()).errors[0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    const write = await gql(bench.server.url, 'mutation { deleteBlog(id: 1) }', {}, bench.token);
    expect(write.errors![0].extensions!.code).toBe('SERVICE_UNAVAILABLE');

    const list = await rest(bench.server.url, 'GET', '/api/products');
    expect([list.status, list.headers.get('retry-after')]).toEqual([503, '5']);
    expect(list.json).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Sunucu şu anda yanıt veremiyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    });
    expect((await rest(bench.server.url, 'GET', '/sitemap.xml')).status).toBe(503);
    expect((await rest(bench.server.url, 'GET', `/api/product/by-slug/${product.slug}/datasheet`)).json).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('keeps contact messages on disk and tells the visitor they were sent', async () => {
    const mail = await rest(bench.server.url, 'POST', '/mail', {
      name: 'Spool REST',
      email: 'spool@example.com',
      subject: 'Veritabanı kapalıyken',
    });
    expect([mail.status, mail.json]).toEqual([200, { status: 'success', message: 'Mesajınız başarıyla gönderildi!' }]);
    const sent = await gql(bench.server.url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
      input: { name: 'Spool GraphQL', email: 'spool@example.com', subject: 'Database down' },
    });
    expect(sent.data.sendContactMessage).toEqual({ status: 'success' });
    expect(bench.spooled()).toHaveLength(2);
  });
});

describe('when the database returns', () => {
  it('everything recovers by itself, nothing empty was kept, and kept messages are stored once', async () => {
    bench.db.restore();
    await expect.poll(bench.healthStatus, { timeout: 10_000 }).toBe(200);
    const blog = await fetch(`${bench.server.url}/blog`);
    expect([blog.status, blog.headers.get('x-page-cache')]).toEqual([200, 'MISS']);
    expect(await blog.text()).toContain('href="/blog/');
    const home = await fetch(`${bench.server.url}/`);
    expect([home.status, home.headers.get('x-page-cache')]).toEqual([200, 'MISS']);
    expect((await gql(bench.server.url, BLOGS)).data.blogs.length).toBeGreaterThan(0);
    expect((await rest(bench.server.url, 'GET', '/api/products')).status).toBe(200);

    await expect.poll(bench.spooled, { timeout: 15_000 }).toHaveLength(0);
    const stored = (await messages()).filter((m) => m.name.startsWith('Spool '));
    expect(stored.map((m) => m.subject).sort()).toEqual(['Database down', 'Veritabanı kapalıyken']);
  });

  it('a kept message survives a restart, and one replayed twice is stored once', async () => {
    bench.db.cut();
    expect(
      (await rest(bench.server.url, 'POST', '/mail', { name: 'Spool restart', email: 'spool@example.com', subject: 'Yeniden başlatma' }))
        .status,
    ).toBe(200);
    const [file] = bench.spooled();
    const copy = path.join(bench.dataDir, 'spooled-copy.json');
    cpSync(path.join(bench.spoolDir, file), copy);
    await bench.server.stop();
    bench.db.restore();
    await bench.start();
    await expect.poll(bench.spooled, { timeout: 15_000 }).toHaveLength(0);
    // As after a crash between storing it and removing its file: the file is there again, and is replayed.
    cpSync(copy, path.join(bench.spoolDir, file));
    await expect.poll(bench.spooled, { timeout: 15_000 }).toHaveLength(0);
    await bench.signIn();
    expect((await messages()).filter((m) => m.name === 'Spool restart')).toHaveLength(1);
  });

  it('a message that cannot be kept is reported as not sent', async () => {
    bench.db.cut();
    rmSync(bench.spoolDir, { recursive: true, force: true });
    mkdirSync(path.dirname(bench.spoolDir), { recursive: true });
    writeFileSync(bench.spoolDir, 'not a directory');
    try {
      const mail = await rest(bench.server.url, 'POST', '/mail?lang=en', { name: 'Lost', email: 'lost@example.com', subject: 'Not kept' });
      expect([mail.status, mail.json]).toMatchObject([
        503,
        {
          status: 'error',
          code: 'SERVICE_UNAVAILABLE',
          message: 'Your message could not be sent right now. Please try again in a few minutes.',
        },
      ]);
      const sent = await gql(bench.server.url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
        input: { name: 'Lost', email: 'lost@example.com', subject: 'Not kept' },
      });
      expect(sent.errors![0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'NOT_SENT' });
    } finally {
      rmSync(bench.spoolDir, { force: true });
      bench.db.restore();
    }
    await expect.poll(bench.healthStatus, { timeout: 10_000 }).toBe(200);
  });

  it.runIf(!!process.env.DATABASE_URL)('a PostgreSQL server stops any statement after 15 s (statement_timeout)', async () => {
    const orm = await MikroORM.init(ormOptions(bench.db.url, false));
    try {
      expect(await orm.em.getConnection().execute('show statement_timeout')).toEqual([{ statement_timeout: '15s' }]);
    } finally {
      await orm.close();
    }
  });
});
