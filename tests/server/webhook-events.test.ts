// What webhooks announce beyond a record's own save: a category's reorder (each product that moved), a publication
// scheduled for later (at its time, the last schedule only), and a library file replaced (every record showing it).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gqlUpload, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';
import { ALLOWED, webhookApi, type WebhookApi } from '../helpers/webhook-api.js';
import { receiver } from '../helpers/webhook-receiver.js';

const RUN = Date.now().toString(36);

describe('webhook events found in other changes', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let api: WebhookApi;
  let token: string;

  beforeAll(async () => {
    handle = await startIsolatedServer(ALLOWED);
    token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    api = webhookApi(handle.server.url, token);
  });
  afterAll(async () => {
    await handle?.stop();
  });

  it('a reorder of a category announces each product that moved as updated, and only those', async () => {
    const target = await receiver();
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/order`, ['product.updated']);
      // Every product of the category, drafts too, in the editors' order: the first two swap places.
      const { products } = await api.ok('{ products(category: gateway, take: 100) { id slug } }');
      expect(products.length).toBeGreaterThan(2);
      const [a, b, ...rest] = products as Array<{ id: number; slug: string }>;
      expect(
        (
          await api.ok('mutation($ids: [Int!]!) { reorderProducts(category: gateway, ids: $ids) }', {
            ids: [b.id, a.id, ...rest.map((p) => p.id)],
          })
        ).reorderProducts,
      ).toBe(2);
      const calls = await eventually(
        () => {
          expect(target.calls).toHaveLength(2);
          return target.calls;
        },
        { timeoutMs: 5_000 },
      );
      expect(calls.map((c) => c.body).sort((x, y) => x.id - y.id)).toEqual(
        [a, b]
          .sort((x, y) => x.id - y.id)
          .map(({ id, slug }) => ({ event: 'product.updated', kind: 'product', id, slug, at: expect.any(String) })),
      );
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });

  it('a scheduled publication is announced at its time, not before; rescheduling replaces it', async () => {
    const target = await receiver();
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/scheduled`, ['blog.published', 'product.published']);
      const product = await api.product(`zamanli-${RUN}`, { draft: true });
      const at = new Date(Date.now() + 3_000);
      await api.ok('mutation($id: Int!, $at: DateTimeISO) { publishProduct(id: $id, at: $at) { id } }', {
        id: product.id,
        at: new Date(Date.now() + 60_000).toISOString(),
      });
      await api.ok('mutation($id: Int!, $at: DateTimeISO) { publishProduct(id: $id, at: $at) { id } }', {
        id: product.id,
        at: at.toISOString(),
      });
      // Nothing is called before the publication time: a moment with no call is what shows it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(target.calls).toHaveLength(0);
      const [call] = await eventually(
        () => {
          expect(target.calls).toHaveLength(1);
          return target.calls;
        },
        { timeoutMs: 8_000 },
      );
      expect(call.receivedAt).toBeGreaterThanOrEqual(at.getTime());
      expect(call.body).toMatchObject({ event: 'product.published', id: product.id, at: at.toISOString() });
      // The first schedule was dropped: one call in the log.
      expect((await api.deliveries(hook.id)).map((d) => d.event)).toEqual(['product.published']);
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });

  it('a library image replaced: every record that shows it (as its picture, its share card or in its text) is announced as updated, once', async () => {
    const target = await receiver();
    try {
      const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
        .png()
        .toBuffer();
      const uploaded = await gqlUpload(
        handle.server.url,
        'mutation($f: Upload!) { uploadMedia(file: $f) { id url storedName } }',
        { f: null },
        { 'variables.f': [new Blob([picture]), 'duyurulan.png'] },
        token,
      );
      expect(uploaded.errors).toBeUndefined();
      const item = uploaded.data.uploadMedia as { id: number; url: string; storedName: string };
      const pictured = await api.product(`gorselli-${RUN}`, { image: item.storedName });
      const shared = await api.product(`paylasilan-${RUN}`, { shareImageId: item.id });
      const unrelated = await api.product(`ilgisiz-${RUN}`);
      const post = (
        await api.ok('mutation($input: BlogInput!) { createBlog(input: $input) { id slug } }', {
          input: {
            titleTr: `Görselli Yazı ${RUN}`,
            titleEn: `Post with a picture ${RUN}`,
            summaryTr: 'Özet',
            summaryEn: 'Summary',
            contentTr: `<p><img src="${item.url}" alt="x"></p>`,
            contentEn: '<p>Content</p>',
            image: item.storedName,
          },
        })
      ).createBlog as { id: number; slug: string };
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/media`, ['product.updated', 'blog.updated']);

      const replaced = await gqlUpload(
        handle.server.url,
        'mutation($id: Int!, $f: Upload!) { replaceMediaFile(id: $id, file: $f) { url } }',
        { id: item.id, f: null },
        { 'variables.f': [new Blob([await sharp(picture).flip().png().toBuffer()]), 'yeni.png'] },
        token,
      );
      expect(replaced.errors).toBeUndefined();
      expect(replaced.data.replaceMediaFile.url).not.toBe(item.url);

      // Recorded with the change: the log holds them as soon as the answer came.
      const expected = [
        { event: 'blog.updated', kind: 'blog', id: post.id, slug: post.slug },
        { event: 'product.updated', kind: 'product', id: pictured.id, slug: pictured.slug },
        { event: 'product.updated', kind: 'product', id: shared.id, slug: shared.slug },
      ];
      const byRecord = (a: { event: string; id: number }, b: { event: string; id: number }) =>
        a.event.localeCompare(b.event) || a.id - b.id;
      expect(
        (await api.deliveries(hook.id)).map(({ event, kind, recordId: id, slug }) => ({ event, kind, id, slug })).sort(byRecord),
      ).toEqual(expected);
      const calls = await eventually(
        () => {
          expect(target.calls).toHaveLength(expected.length);
          return target.calls;
        },
        { timeoutMs: 5_000 },
      );
      expect(calls.map((c) => c.body).sort(byRecord)).toEqual(expected.map((e) => ({ ...e, at: expect.any(String) })));
      expect(calls.map((c) => c.body.id)).not.toContain(unrelated.id);
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });
});
