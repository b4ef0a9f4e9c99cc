// Version history: every save of a product or post, through GraphQL and REST, keeps a version
// (who, when, which fields changed) in the save's transaction; versions are listed, compared and restored.
import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../server/database.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';
import { gql } from '../helpers/graphql.js';
import { adminToken, rest, uploadImage } from '../helpers/rest.js';
import { ADMIN, removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

// Its own server on a database this test also writes to: content from before version history (no version yet) is
// put there as an older installation has it, straight into the tables. The test applies the migrations and marks the
// sample content as loaded, so the server starts without seeding (faster; these tests make their own content).
let db: ProxiedDatabase;
let server: RunningServer;
let url = '';
const dataDir = tempDataDir();
const OLD = { slug: 'gecmis-oncesi-urun', name: 'Geçmiş Öncesi Ürün', savedAt: '2025-03-04T05:06:07.000Z' };

beforeAll(async () => {
  db = await proxiedDatabase();
  // The compiled migrations, as the server runs them (under vitest MikroORM would look for .ts ones with a .js glob).
  const orm = await MikroORM.init({ ...ormOptions(db.directUrl, false), preferTs: false, logger: () => undefined });
  try {
    await orm.getMigrator().up();
    const sql = orm.em.getConnection();
    await sql.execute(`insert into system_state (key, value) values ('seeded_at', 'skipped by tests/server/versions.test.ts')`);
    const [product] = await sql.execute(
      `insert into product (name, slug, category, short_description_tr, short_description_en, long_description_tr, updated_at)
      values (?, ?, 'amr', 'Eski kısa', 'Old short', '<p>Eski</p>', ?) returning id`,
      [OLD.name, OLD.slug, OLD.savedAt],
    );
    const [group] = await sql.execute(
      `insert into spec_group (product_id, name_tr, name_en, position) values (?, 'Eski grup', 'Old group', 0) returning id`,
      [product.id],
    );
    await sql.execute(
      `insert into spec (group_id, name_tr, name_en, value_tr, value_en, position) values (?, 'Akım', 'Current', '5 A', '5 A', 0)`,
      [group.id],
    );
  } finally {
    await orm.close();
  }
  server = await startServer({ env: { DATABASE_URL: db.url }, dataDir });
  url = server.url;
});

afterAll(async () => {
  await server?.stop();
  await db?.stop();
  removeDir(dataDir);
});

const LIST = `query($kind: RevisionKind!, $itemId: Int!, $take: Int, $skip: Int) {
  contentRevisions(kind: $kind, itemId: $itemId, take: $take, skip: $skip) { id number adminId adminUsername via createdAt changedFields restoredFrom }
  contentRevisionCount(kind: $kind, itemId: $itemId)
}`;
const ONE = 'query($id: Int!) { contentRevision(id: $id) { id kind itemId number snapshot } }';
const RESTORE = 'mutation($id: Int!) { restoreContentRevision(id: $id) { id number restoredFrom changedFields adminUsername snapshot } }';
/** A seeded product whose history the tests below start (the refused calls name it). */
let historyProduct = 0;
const UPDATE_PRODUCT = 'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';

async function versions(token: string, kind: 'product' | 'blog', itemId: number, page: { take?: number; skip?: number } = {}) {
  const res = await gql(url, LIST, { kind, itemId, ...page }, token);
  expect(res.errors).toBeUndefined();
  return { list: res.data.contentRevisions as any[], count: res.data.contentRevisionCount as number };
}

const groups = (value: string) => [
  { nameTr: 'Genel', nameEn: 'General', specs: [{ nameTr: 'Besleme', nameEn: 'Supply', valueTr: value, valueEn: value }] },
  {
    nameTr: 'Haberleşme',
    nameEn: 'Communication',
    specs: [{ nameTr: 'Protokol', nameEn: 'Protocol', valueTr: 'Modbus', valueEn: 'Modbus' }],
  },
];

describe('versions: every save keeps a version, by whom, when and what changed', () => {
  it('products through GraphQL and REST; a failed save keeps none; newest first and paged; restore as a new version shown on the site', async () => {
    const token = await adminToken(url);
    const me = (await gql(url, '{ me { id username } }', {}, token)).data.me;
    const started = Date.now() - 1000;
    const input = {
      name: 'Sürüm Test Analizörü',
      slug: 'surum-test-analizoru',
      category: 'energy',
      shortDescriptionTr: 'İlk kısa',
      shortDescriptionEn: 'First short',
      longDescriptionTr: '<p>İlk uzun açıklama</p>',
      longDescriptionEn: '<p>First long text</p>',
      specGroups: groups('24 VDC'),
    };
    const created = await gql(url, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, token);
    expect(created.errors).toBeUndefined();
    const id = created.data.createProduct.id;

    // GraphQL: the Turkish short description only, then the English long text only (the languages are distinct fields).
    expect((await gql(url, UPDATE_PRODUCT, { id, input: { ...input, shortDescriptionTr: 'İkinci kısa' } }, token)).errors).toBeUndefined();
    expect(
      (
        await gql(
          url,
          UPDATE_PRODUCT,
          { id, input: { ...input, shortDescriptionTr: 'İkinci kısa', longDescriptionEn: '<p>Second long text</p>' } },
          token,
        )
      ).errors,
    ).toBeUndefined();
    // REST: the name and the groups (the payload spells them its own way).
    const put = await rest(
      url,
      'PUT',
      `/api/product/${id}`,
      {
        name: 'Sürüm Test Analizörü 2',
        slug: input.slug,
        category: 'energy',
        short_description_tr: 'İkinci kısa',
        short_description_en: 'First short',
        long_description_tr: '<p>İlk uzun açıklama</p>',
        long_description_en: '<p>Second long text</p>',
        specifications: groups('230 VAC').map((g) => ({
          group_name_tr: g.nameTr,
          group_name_en: g.nameEn,
          specs: g.specs.map((s) => ({ name_tr: s.nameTr, name_en: s.nameEn, value_tr: s.valueTr, value_en: s.valueEn })),
        })),
      },
      token,
    );
    expect(put.status, put.text).toBe(200);

    // Failed saves (refused input over both adapters) keep no version.
    const bad = await gql(url, UPDATE_PRODUCT, { id, input: { ...input, name: ' ' } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ field: 'name', reason: 'REQUIRED' });
    expect(
      (
        await rest(
          url,
          'PUT',
          `/api/product/${id}`,
          { name: 'x', category: 'toaster', short_description_tr: 'a', short_description_en: 'b' },
          token,
        )
      ).status,
    ).toBe(400);

    const { list, count } = await versions(token, 'product', id);
    expect(count).toBe(4);
    expect(list.map((v) => v.number)).toEqual([4, 3, 2, 1]);
    expect(list.map((v) => v.changedFields)).toEqual([['name', 'specGroups'], ['longDescriptionEn'], ['shortDescriptionTr'], []]);
    expect(list.map((v) => v.via)).toEqual(['rest', 'graphql', 'graphql', 'graphql']);
    for (const v of list) {
      expect(v).toMatchObject({ adminId: me.id, adminUsername: ADMIN.username, restoredFrom: null });
      expect(Date.parse(v.createdAt)).toBeGreaterThanOrEqual(started);
      expect(Date.parse(v.createdAt)).toBeLessThanOrEqual(Date.now());
    }
    expect((await versions(token, 'product', id, { take: 2 })).list.map((v) => v.number)).toEqual([4, 3]);
    expect((await versions(token, 'product', id, { take: 2, skip: 2 })).list.map((v) => v.number)).toEqual([2, 1]);
    expect((await versions(token, 'product', id, { take: 2, skip: 4 })).list).toEqual([]);

    // One version with everything the editor edits, spec groups in order.
    const first = (await gql(url, ONE, { id: list[3].id }, token)).data.contentRevision;
    expect(first).toMatchObject({ kind: 'product', itemId: id, number: 1 });
    expect(first.snapshot).toMatchObject({
      name: input.name,
      slug: input.slug,
      category: 'energy',
      image: null,
      shortDescriptionTr: 'İlk kısa',
      longDescriptionEn: '<p>First long text</p>',
      technicalSpecsTr: null,
      specGroups: groups('24 VDC'),
    });

    // Restore version 1: its content comes back as version 5, on the site too.
    const restored = await gql(url, RESTORE, { id: first.id }, token);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreContentRevision).toMatchObject({
      number: 5,
      restoredFrom: 1,
      adminUsername: ADMIN.username,
      changedFields: ['name', 'shortDescriptionTr', 'longDescriptionEn', 'specGroups'],
    });
    expect(restored.data.restoreContentRevision.snapshot).toEqual(first.snapshot);
    const product = (
      await gql(
        url,
        'query($id: Int!) { product(id: $id) { name shortDescriptionTr longDescriptionEn specGroups { nameEn specs { nameEn valueTr } } } }',
        { id },
      )
    ).data.product;
    expect(product).toEqual({
      name: input.name,
      shortDescriptionTr: 'İlk kısa',
      longDescriptionEn: '<p>First long text</p>',
      specGroups: [
        { nameEn: 'General', specs: [{ nameEn: 'Supply', valueTr: '24 VDC' }] },
        { nameEn: 'Communication', specs: [{ nameEn: 'Protocol', valueTr: 'Modbus' }] },
      ],
    });
    const page = await (await fetch(`${url}/products/${input.slug}?lang=tr`)).text();
    expect(page).toContain('İlk kısa');
    expect(page).not.toContain('Sürüm Test Analizörü 2');
    expect((await versions(token, 'product', id)).count).toBe(5);
  });

  it('content from before version history gets its state before the first edit as version 1 (by the system); an image file that is gone stays the current one', async () => {
    const token = await adminToken(url);
    const [old] = (
      await gql(
        url,
        '{ products(take: 100) { id name slug category shortDescriptionTr shortDescriptionEn longDescriptionTr longDescriptionEn } }',
      )
    ).data.products.filter((p: { slug: string }) => p.slug === OLD.slug);
    const { id, ...fields } = old;
    historyProduct = id;
    expect((await versions(token, 'product', id)).count).toBe(0);
    const edit = { ...fields, name: `${OLD.name} (düzenlendi)`, specGroups: groups('9 A') };
    expect((await gql(url, UPDATE_PRODUCT, { id, input: edit }, token)).errors).toBeUndefined();
    const { list } = await versions(token, 'product', id);
    expect(list.map((v) => [v.number, v.adminUsername, v.via, v.changedFields])).toEqual([
      [2, ADMIN.username, 'graphql', ['name', 'specGroups']],
      [1, null, 'system', []],
    ]);
    expect(list[1].createdAt).toBe(OLD.savedAt);
    const restored = await gql(url, RESTORE, { id: list[1].id }, token);
    expect(restored.data.restoreContentRevision).toMatchObject({ number: 3, restoredFrom: 1, changedFields: ['name', 'specGroups'] });
    expect(
      (await gql(url, 'query($id: Int!) { product(id: $id) { name specGroups { nameTr specs { nameEn valueTr } } } }', { id })).data
        .product,
    ).toEqual({ name: OLD.name, specGroups: [{ nameTr: 'Eski grup', specs: [{ nameEn: 'Current', valueTr: '5 A' }] }] });

    // Images: version 1 names image A; B replaced it and A was then deleted from the media library, so a restore keeps B.
    const [a, b] = [await uploadImage(url, token, 'product'), await uploadImage(url, token, 'product')];
    const input = { name: 'Görselli Sürüm', category: 'io', shortDescriptionTr: 'Bir', shortDescriptionEn: 'One', image: a };
    const pid = (await gql(url, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, token)).data
      .createProduct.id;
    await gql(url, UPDATE_PRODUCT, { id: pid, input: { ...input, shortDescriptionTr: 'İki', image: b } }, token);
    const library = await gql(url, 'query($s: String) { mediaItems(search: $s) { id storedName } }', { s: a }, token);
    const itemA = library.data.mediaItems.find((m: { storedName: string }) => m.storedName === a);
    expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: itemA.id }, token)).data.deleteMediaItem).toBe(true);
    const v1 = (await versions(token, 'product', pid)).list[1];
    const back = await gql(url, RESTORE, { id: v1.id }, token);
    expect(back.errors).toBeUndefined();
    expect(back.data.restoreContentRevision.changedFields).toEqual(['shortDescriptionTr']);
    expect((await gql(url, 'query($id: Int!) { product(id: $id) { image shortDescriptionTr } }', { id: pid })).data.product).toEqual({
      image: b,
      shortDescriptionTr: 'Bir',
    });
  });

  it('blog posts through REST and GraphQL; a restore whose slug is now taken is refused and changes nothing', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const payload = {
      title: 'Sürümlü Yazı',
      title_en: 'Versioned Post',
      slug: 'surumlu-yazi',
      summary: 'Özet',
      summary_en: 'Summary',
      content: '<p>İlk içerik</p>',
      content_en: '<p>First content</p>',
      image,
    };
    const created = await rest(url, 'POST', '/api/blogs', payload, token);
    expect(created.status, created.text).toBe(201);
    const id = created.json.blog_id;
    const input = {
      titleTr: payload.title,
      titleEn: 'Versioned Post 2',
      slug: 'surumlu-yazi-2',
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>İlk içerik</p>',
      contentEn: '<p>First content</p>',
    };
    const update = 'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
    expect((await gql(url, update, { id, input }, token)).errors).toBeUndefined();
    expect(
      (
        await rest(
          url,
          'PUT',
          `/api/blog/${id}`,
          { ...payload, title_en: 'Versioned Post 2', slug: 'surumlu-yazi-2', content: '<p>İkinci içerik</p>' },
          token,
        )
      ).status,
    ).toBe(200);
    expect((await gql(url, update, { id, input: { ...input, titleEn: '' } }, token)).errors?.[0]?.extensions).toMatchObject({
      field: 'titleEn',
      reason: 'REQUIRED',
    });

    const { list, count } = await versions(token, 'blog', id);
    expect(count).toBe(3);
    expect(list.map((v) => [v.number, v.via, v.adminUsername, v.changedFields])).toEqual([
      [3, 'rest', ADMIN.username, ['contentTr']],
      [2, 'graphql', ADMIN.username, ['titleEn', 'slug']],
      [1, 'rest', ADMIN.username, []],
    ]);
    const v1 = (await gql(url, ONE, { id: list[2].id }, token)).data.contentRevision.snapshot;
    expect(v1).toMatchObject({
      titleTr: 'Sürümlü Yazı',
      titleEn: 'Versioned Post',
      slug: 'surumlu-yazi',
      contentTr: '<p>İlk içerik</p>',
      image,
      category: 'Genel',
    });
    expect(Date.parse(v1.date)).toBeGreaterThan(0);

    // Another post now has version 1's slug: restoring it is refused, nothing changes, no version is added.
    const other = await rest(url, 'POST', '/api/blogs', { ...payload, title: 'Başka Yazı', slug: 'surumlu-yazi' }, token);
    expect(other.status).toBe(201);
    const refused = await gql(url, RESTORE, { id: list[2].id }, token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug', reason: 'SLUG_TAKEN' });
    expect((await rest(url, 'GET', `/api/blog/${id}`)).json).toMatchObject({
      blog_slug: 'surumlu-yazi-2',
      blog_content_tr: '<p>İkinci içerik</p>',
    });
    expect((await versions(token, 'blog', id)).count).toBe(3);

    // Version 2 (its slug is still its own) comes back, and the post's page shows it.
    const back = await gql(url, RESTORE, { id: list[1].id }, token);
    expect(back.data.restoreContentRevision).toMatchObject({ number: 4, restoredFrom: 2, changedFields: ['contentTr'] });
    expect(await (await fetch(`${url}/blog/surumlu-yazi-2`)).text()).toContain('İlk içerik');
    expect((await gql(url, RESTORE, { id: 999999 }, token)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const blog of [id, other.json.blog_id])
      expect((await rest(url, 'DELETE', `/api/blog/${blog}`, undefined, token)).status).toBe(200);
    // A deleted post's versions stay readable (its history outlives it).
    expect((await versions(token, 'blog', id)).count).toBe(4);
  });

  it('a restore brings back the English marks of its version: English written against the Turkish restored is up to date', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const created = await rest(
      url,
      'POST',
      '/api/blogs',
      {
        title: 'İşaret A',
        title_en: 'Mark A',
        slug: 'isaret-yazisi',
        summary: 'Özet',
        summary_en: 'Summary',
        content: '<p>İçerik</p>',
        content_en: '<p>Content</p>',
        image,
      },
      token,
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.blog_id;
    const input = {
      titleTr: 'İşaret A',
      titleEn: 'Mark A',
      slug: 'isaret-yazisi',
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>İçerik</p>',
      contentEn: '<p>Content</p>',
    };
    const update = 'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { englishOutdated } }';
    const marks = async () =>
      (await gql(url, 'query($id: Int!) { blog(id: $id) { englishOutdated } }', { id }, token)).data.blog.englishOutdated;

    // Version 2: only the Turkish title changes, so its English may be out of date.
    expect((await gql(url, update, { id, input: { ...input, titleTr: 'İşaret B' } }, token)).data.updateBlog.englishOutdated).toEqual([
      'titleEn',
    ]);
    const [v2, v1] = (await versions(token, 'blog', id)).list;
    // Version 1's Turkish is what its English was written against: restored together, nothing is out of date.
    expect((await gql(url, RESTORE, { id: v1.id }, token)).errors).toBeUndefined();
    expect(await marks()).toEqual([]);
    // Version 2's English was out of date then: restoring it says so again.
    expect((await gql(url, RESTORE, { id: v2.id }, token)).errors).toBeUndefined();
    expect(await marks()).toEqual(['titleEn']);
    // Ordinary saves still compare with the stored texts.
    expect(
      (await gql(url, update, { id, input: { ...input, titleTr: 'İşaret B', titleEn: 'Mark B' } }, token)).data.updateBlog.englishOutdated,
    ).toEqual([]);
    expect((await rest(url, 'DELETE', `/api/blog/${id}`, undefined, token)).status).toBe(200);
  });

  it('a version keeps the share image: restoring it brings the image back, or none when the library item was deleted since or the version is from before share images', async () => {
    const token = await adminToken(url);
    const libraryId = async (storedName: string): Promise<number> => {
      const found = await gql(url, 'query($s: String) { mediaItems(search: $s) { id storedName } }', { s: storedName }, token);
      return found.data.mediaItems.find((m: { storedName: string }) => m.storedName === storedName).id;
    };
    const [s1, s2, gone] = [
      await uploadImage(url, token, 'product'),
      await uploadImage(url, token, 'product'),
      await uploadImage(url, token, 'product'),
    ];
    const [share1, share2, shareGone] = [await libraryId(s1), await libraryId(s2), await libraryId(gone)];
    const shown = async (pid: number) =>
      (await gql(url, 'query($id: Int!) { product(id: $id) { shareImageId shortDescriptionTr } }', { id: pid }, token)).data.product;

    // Product: version 1 has share image 1; version 2 changes the text and shows share image 2; restoring 1 brings 1 back.
    const input = {
      name: 'Paylaşım Görselli Sürüm',
      category: 'io',
      shortDescriptionTr: 'Bir',
      shortDescriptionEn: 'One',
      shareImageId: share1,
    };
    const created = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id shareImageId } }',
      { input },
      token,
    );
    expect(created.errors).toBeUndefined();
    const pid = created.data.createProduct.id;
    expect(created.data.createProduct.shareImageId).toBe(share1);
    expect(
      (await gql(url, UPDATE_PRODUCT, { id: pid, input: { ...input, shortDescriptionTr: 'İki', shareImageId: share2 } }, token)).errors,
    ).toBeUndefined();
    const [v2, v1] = (await versions(token, 'product', pid)).list;
    expect(v2.changedFields).toEqual(['shortDescriptionTr', 'shareImageId']);
    expect((await gql(url, ONE, { id: v1.id }, token)).data.contentRevision.snapshot).toMatchObject({ shareImageId: share1 });
    const back = await gql(url, RESTORE, { id: v1.id }, token);
    expect(back.errors).toBeUndefined();
    expect(back.data.restoreContentRevision).toMatchObject({ restoredFrom: 1, changedFields: ['shortDescriptionTr', 'shareImageId'] });
    expect(await shown(pid)).toEqual({ shareImageId: share1, shortDescriptionTr: 'Bir' });

    // Version 4 shows an item that is then replaced and deleted from the library: restoring 4 succeeds, without a share image.
    expect(
      (await gql(url, UPDATE_PRODUCT, { id: pid, input: { ...input, shortDescriptionTr: 'Üç', shareImageId: shareGone } }, token)).errors,
    ).toBeUndefined();
    expect(
      (await gql(url, UPDATE_PRODUCT, { id: pid, input: { ...input, shortDescriptionTr: 'Dört', shareImageId: share2 } }, token)).errors,
    ).toBeUndefined();
    expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: shareGone }, token)).data.deleteMediaItem).toBe(true);
    const withGone = (await versions(token, 'product', pid)).list.find((v) => v.number === 4);
    const restored = await gql(url, RESTORE, { id: withGone.id }, token);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreContentRevision.snapshot).toMatchObject({ shortDescriptionTr: 'Üç', shareImageId: null });
    expect(await shown(pid)).toEqual({ shareImageId: null, shortDescriptionTr: 'Üç' });

    // Post: the same round trip; a version kept before share images (no key in its snapshot) restores as none.
    const image = await uploadImage(url, token, 'blog');
    const post = {
      titleTr: 'Paylaşımlı Yazı',
      titleEn: 'Shared Post',
      slug: 'paylasimli-yazi',
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>Bir</p>',
      contentEn: '<p>One</p>',
      image,
      shareImageId: share1,
    };
    const made = await gql(url, 'mutation($input: BlogInput!) { createBlog(input: $input) { id } }', { input: post }, token);
    expect(made.errors).toBeUndefined();
    const bid = made.data.createBlog.id;
    const update = 'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }';
    expect(
      (await gql(url, update, { id: bid, input: { ...post, contentTr: '<p>İki</p>', shareImageId: null } }, token)).errors,
    ).toBeUndefined();
    const postShare = async () =>
      (await gql(url, 'query($id: Int!) { blog(id: $id) { shareImageId contentTr } }', { id: bid }, token)).data.blog;
    const [p2, p1] = (await versions(token, 'blog', bid)).list;
    expect(p2.changedFields).toEqual(['contentTr', 'shareImageId']);
    expect((await gql(url, RESTORE, { id: p1.id }, token)).errors).toBeUndefined();
    expect(await postShare()).toEqual({ shareImageId: share1, contentTr: '<p>Bir</p>' });
    const sql = new pg.Client({ connectionString: db.directUrl });
    await sql.connect();
    try {
      await sql.query(`update content_revision set snapshot = snapshot - 'shareImageId' where id = $1`, [p2.id]);
    } finally {
      await sql.end();
    }
    expect((await gql(url, RESTORE, { id: p2.id }, token)).errors).toBeUndefined();
    expect(await postShare()).toEqual({ shareImageId: null, contentTr: '<p>İki</p>' });
    expect((await rest(url, 'DELETE', `/api/blog/${bid}`, undefined, token)).status).toBe(200);
  });

  it('every version operation is refused without a token', async () => {
    const token = await adminToken(url);
    const [any] = (await versions(token, 'product', historyProduct)).list;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { kind: 'product', itemId: historyProduct }],
      [ONE, { id: any.id }],
      [RESTORE, { id: any.id }],
    ];
    for (const [query, variables] of calls) {
      const res = await gql(url, query, variables);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(Object.values(res.data ?? {}).filter((value) => value !== null)).toEqual([]);
    }
    expect((await versions(token, 'product', historyProduct)).count).toBe(3);
  });
});
