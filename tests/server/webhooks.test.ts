// Webhooks: a change of content (or a contact message) reaches an integrator within seconds as a signed POST, recorded
// in the change's transaction and sent after the commit; a refusing target is tried again within seconds (across a
// restart too); private targets are refused at creation and redirects are never followed. With DATABASE_URL, two
// processes on one database deliver every call exactly once.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { LONG_ANSWER, receiver, type Receiver } from '../helpers/webhook-receiver.js';
import { ADMIN, freePort, startIsolatedServer, startProcesses, type RunningServer } from '../helpers/server.js';

const SECRET = 'test-secret-0123456789abcdef';
const RUN = Date.now().toString(36);
/** The receivers listen on 127.0.0.1, which the servers here may call; [::1] and every other private address they may not. */
const ALLOWED = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };

const WEBHOOK_FIELDS = 'id url events signed';
const CREATE = `mutation($input: WebhookInput!) { createWebhook(input: $input) { ${WEBHOOK_FIELDS} } }`;
const DELIVERIES = 'query($id: Int!) { webhookDeliveries(webhookId: $id) { deliveryId event kind recordId slug status attempts nextAttemptAt lastAttemptAt responseStatus responsePreview error } }';

function client(url: string, token: string) {
  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(url, query, variables, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };
  return {
    ok,
    call: (query: string, variables: Record<string, unknown>) => gql(url, query, variables, token),
    refusal: async (input: Record<string, unknown>) => {
      const res = await gql(url, CREATE, { input: { events: ['product.created'], secret: SECRET, ...input } }, token);
      expect(res.data, JSON.stringify(res)).toBeNull();
      return res.errors?.[0]?.extensions;
    },
    webhook: async (target: string, events: string[]) => (await ok(CREATE, { input: { url: target, events, secret: SECRET } })).createWebhook,
    deliveries: async (id: number) => (await ok(DELIVERIES, { id })).webhookDeliveries as Array<Record<string, any>>,
    product: async (slug: string, extra: Record<string, unknown> = {}) => (await ok('mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }',
      { input: { name: `Webhook Ürünü ${slug}`, slug, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short', ...extra } })).createProduct as { id: number; slug: string },
  };
}

describe('webhooks on one server', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    handle = await startIsolatedServer(ALLOWED);
    api = client(handle.server.url, await loginToken(handle.server.url, ADMIN.username, ADMIN.password));
  });
  afterAll(async () => {
    await handle?.stop();
  });

  it('a publish reaches the integrator within seconds, signed with the secret over the raw body; edits, unpublishing, deletion and contact messages follow', async () => {
    const target = await receiver();
    try {
      // In the order the server keeps them (kind, then created, updated, deleted, published, unpublished).
      const events = ['product.created', 'product.updated', 'product.deleted', 'product.published', 'product.unpublished', 'contact.received'];
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/site`, events);
      // The secret is write-only: the API says one is set and has no field to read it.
      expect(hook).toMatchObject({ signed: true, events });
      const type = (await api.ok('{ __type(name: "Webhook") { fields { name } } }')).__type;
      expect(type.fields.map((f: { name: string }) => f.name)).not.toContain('secret');

      const savedAt = Date.now();
      const product = await api.product(`webhook-${RUN}`);
      const first = await eventually(() => {
        expect(target.calls.map((c) => c.body.event).sort()).toEqual(['product.created', 'product.published']);
        return target.calls;
      }, { timeoutMs: 5_000 });
      for (const call of first) {
        expect(call.receivedAt - savedAt).toBeLessThan(5_000);
        expect(call.headers['x-webhook-event']).toBe(call.body.event);
        expect(call.headers['x-webhook-delivery']).toMatch(/^[0-9a-f-]{36}$/);
        expect(call.headers['content-type']).toBe('application/json');
        expect(call.headers['x-webhook-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(call.raw).digest('hex')}`);
        expect(call.body).toEqual({ event: call.body.event, kind: 'product', id: product.id, slug: product.slug, at: expect.any(String) });
        expect(Math.abs(Date.parse(call.body.at) - savedAt)).toBeLessThan(5_000);
      }
      expect(new Set(first.map((c) => c.headers['x-webhook-delivery'])).size).toBe(2);

      // A specification changed is the product's update; unpublishing, deleting and a contact message are their own events.
      await api.ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', { id: product.id, input: {
        name: `Webhook Ürünü webhook-${RUN}`, slug: product.slug, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short',
        specGroups: [{ nameTr: 'Genel', nameEn: 'General', specs: [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '24 V', valueEn: '24 V' }] }],
      } });
      await eventually(() => expect(target.calls.map((c) => c.body.event)).toContain('product.updated'), { timeoutMs: 5_000 });
      await api.ok('mutation($id: Int!) { unpublishProduct(id: $id) { id } }', { id: product.id });
      await api.ok('mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id });
      const contact = await gql(handle.server.url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }',
        { input: { name: 'Entegratör', email: 'entegrator@example.com', subject: 'Webhook denemesi' } });
      expect(contact.errors).toBeUndefined();
      await eventually(() => expect(target.calls.map((c) => c.body.event).slice(3).sort()).toEqual(['contact.received', 'product.deleted', 'product.unpublished']), { timeoutMs: 5_000 });
      const received = target.calls.find((c) => c.body.event === 'contact.received')!;
      expect(received.body).toMatchObject({ kind: 'contact', slug: null, id: expect.any(Number) });
      // Nothing more than one call per event.
      expect(target.calls).toHaveLength(6);

      // The log: newest first, each delivered with its answer's status and first bytes.
      const log = await api.deliveries(hook.id);
      expect(log).toHaveLength(6);
      expect(log[0]!.event).toBe('contact.received');
      for (const row of log) {
        expect(row).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, nextAttemptAt: null, error: null });
        expect(row.responsePreview).toBe(LONG_ANSWER.slice(0, 512));
      }
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    } finally {
      await target.close();
    }
  });

  it('a test call reaches the target signed and is logged; only administrators send one, to a webhook that exists', async () => {
    const target = await receiver();
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/test`, ['blog.deleted']);
      const sent = (await api.ok('mutation($id: Int!) { testWebhook(id: $id) { deliveryId event kind recordId status } }', { id: hook.id })).testWebhook;
      expect(sent).toMatchObject({ event: 'webhook.ping', kind: 'webhook', recordId: hook.id, status: 'pending', deliveryId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const [call] = await eventually(() => {
        expect(target.calls).toHaveLength(1);
        return target.calls;
      }, { timeoutMs: 5_000 });
      expect(call!.body).toEqual({ event: 'webhook.ping', kind: 'webhook', id: hook.id, slug: null, at: expect.any(String) });
      expect(call!.headers['x-webhook-delivery']).toBe(sent.deliveryId);
      expect(call!.headers['x-webhook-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(call!.raw).digest('hex')}`);
      await eventually(async () => expect((await api.deliveries(hook.id))[0]).toMatchObject({ event: 'webhook.ping', status: 'delivered', responseStatus: 200 }));

      const anonymous = await gql(handle.server.url, 'mutation($id: Int!) { testWebhook(id: $id) { id } }', { id: hook.id });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await api.call('mutation($id: Int!) { testWebhook(id: $id) { id } }', { id: 987_654 });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(target.calls).toHaveLength(1);
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    } finally {
      await target.close();
    }
  });

  it('a reorder of a category announces each product that moved as updated, and only those', async () => {
    const target = await receiver();
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/order`, ['product.updated']);
      // Every product of the category, drafts too, in the editors' order: the first two swap places.
      const { products } = await api.ok('{ products(category: gateway, take: 100) { id slug } }');
      expect(products.length).toBeGreaterThan(2);
      const [a, b, ...rest] = products as Array<{ id: number; slug: string }>;
      expect((await api.ok('mutation($ids: [Int!]!) { reorderProducts(category: gateway, ids: $ids) }', { ids: [b!.id, a!.id, ...rest.map((p) => p.id)] })).reorderProducts).toBe(2);
      const calls = await eventually(() => {
        expect(target.calls).toHaveLength(2);
        return target.calls;
      }, { timeoutMs: 5_000 });
      expect(calls.map((c) => c.body).sort((x, y) => x.id - y.id)).toEqual([a!, b!].sort((x, y) => x.id - y.id)
        .map(({ id, slug }) => ({ event: 'product.updated', kind: 'product', id, slug, at: expect.any(String) })));
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
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
      await api.ok('mutation($id: Int!, $at: DateTimeISO) { publishProduct(id: $id, at: $at) { id } }', { id: product.id, at: new Date(Date.now() + 60_000).toISOString() });
      await api.ok('mutation($id: Int!, $at: DateTimeISO) { publishProduct(id: $id, at: $at) { id } }', { id: product.id, at: at.toISOString() });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(target.calls).toHaveLength(0);
      const [call] = await eventually(() => {
        expect(target.calls).toHaveLength(1);
        return target.calls;
      }, { timeoutMs: 8_000 });
      expect(call!.receivedAt).toBeGreaterThanOrEqual(at.getTime());
      expect(call!.body).toMatchObject({ event: 'product.published', id: product.id, at: at.toISOString() });
      // The first schedule was dropped: one call in the log.
      expect((await api.deliveries(hook.id)).map((d) => d.event)).toEqual(['product.published']);
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    } finally {
      await target.close();
    }
  });

  it('a refusing target is tried again within 10 s and the call arrives once', async () => {
    const port = await freePort();
    const hook = await api.webhook(`http://127.0.0.1:${port}/later`, ['product.created']);
    const product = await api.product(`ret-${RUN}`);
    const failed = await owedOnce(hook.id, product.id);
    const target = await receiver(port);
    try {
      await eventually(() => expect(target.calls).toHaveLength(1), { timeoutMs: 12_000 });
      expect(target.calls[0]!.receivedAt - Date.parse(failed.lastAttemptAt)).toBeLessThanOrEqual(10_000);
      await deliveredOnRetry(hook.id, failed, target);
    } finally {
      await target.close();
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    }
  });

  it('a call still owed when the process stops is made by the next start', async () => {
    const port = await freePort();
    const hook = await api.webhook(`http://127.0.0.1:${port}/after-restart`, ['product.created']);
    const product = await api.product(`yeniden-${RUN}`);
    const failed = await owedOnce(hook.id, product.id);
    await handle.server.stop();
    const target = await receiver(port);
    try {
      await handle.restart();
      api = client(handle.server.url, await loginToken(handle.server.url, ADMIN.username, ADMIN.password));
      await eventually(() => expect(target.calls).toHaveLength(1), { timeoutMs: 12_000 });
      await deliveredOnRetry(hook.id, failed, target);
    } finally {
      await target.close();
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    }
  }, 60_000);

  /** The first attempt refused: the log says so and when the next one comes (within 10 s). */
  async function owedOnce(webhookId: number, recordId: number) {
    const [failed] = await eventually(async () => {
      const log = await api.deliveries(webhookId);
      expect(log[0]).toMatchObject({ status: 'pending', attempts: 1, error: 'ECONNREFUSED', responseStatus: null, recordId });
      return log;
    }, { timeoutMs: 5_000 });
    expect(Date.parse(failed!.nextAttemptAt) - Date.parse(failed!.lastAttemptAt)).toBeLessThanOrEqual(10_000);
    return failed!;
  }

  /** The retry delivered the same call (same delivery id), once, and the log shows it. */
  async function deliveredOnRetry(webhookId: number, failed: Record<string, any>, target: Receiver) {
    expect(target.calls[0]!.headers['x-webhook-delivery']).toBe(failed.deliveryId);
    expect(target.calls[0]!.receivedAt).toBeGreaterThanOrEqual(Date.parse(failed.nextAttemptAt) - 50);
    await eventually(async () => expect((await api.deliveries(webhookId))[0]).toMatchObject({
      deliveryId: failed.deliveryId, status: 'delivered', attempts: 2, responseStatus: 200, error: null, nextAttemptAt: null,
    }), { timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(target.calls).toHaveLength(1);
  }

  it('private targets are refused: link-local metadata, IPv4-mapped loopback, a name resolving to loopback, credentials, other schemes', async () => {
    const port = await freePort();
    const cases: Array<[string, string]> = [
      ['http://169.254.169.254/latest/meta-data/', 'ADDRESS_REFUSED'],
      [`http://[::ffff:127.0.0.1]:${port}/`, 'ADDRESS_REFUSED'],
      ['http://[::ffff:a9fe:a9fe]/', 'ADDRESS_REFUSED'],
      [`http://localhost:${port}/`, 'ADDRESS_REFUSED'],
      [`http://[::1]:${port}/`, 'ADDRESS_REFUSED'],
      ['http://10.1.2.3/', 'ADDRESS_REFUSED'],
      ['http://100.64.0.1/', 'ADDRESS_REFUSED'],
      ['http://[fd00::1]/', 'ADDRESS_REFUSED'],
      ['http://0.0.0.0/', 'ADDRESS_REFUSED'],
      // 169.254.169.254 written as one number.
      ['http://2852039166/', 'ADDRESS_REFUSED'],
      ['http://user:pass@127.0.0.1/', 'URL_CREDENTIALS'],
      ['ftp://127.0.0.1/', 'INVALID_URL'],
      ['not a url', 'INVALID_URL'],
    ];
    for (const [url, reason] of cases) expect(await api.refusal({ url }), url).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', reason });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, events: ['product.renamed'] })).toMatchObject({ field: 'events.0', reason: 'UNKNOWN_EVENT' });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, events: [] })).toMatchObject({ field: 'events', reason: 'REQUIRED' });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, secret: null })).toMatchObject({ field: 'secret', reason: 'REQUIRED' });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, secret: 'short' })).toMatchObject({ field: 'secret', reason: 'TOO_SHORT' });
  });

  it('a redirect is not followed, even to an internal address: the call fails for good and the address is never reached', async () => {
    const internal = await receiver(0, '::1');
    const target = await receiver(0, '127.0.0.1', (res) => res.writeHead(302, { location: `http://[::1]:${internal.port}/metadata` }).end('moved'));
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/moved`, ['product.created']);
      await api.product(`yonlenen-${RUN}`);
      const [row] = await eventually(async () => {
        const log = await api.deliveries(hook.id);
        expect(log[0]).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 302, error: 'REDIRECT_NOT_FOLLOWED', nextAttemptAt: null });
        return log;
      }, { timeoutMs: 5_000 });
      expect(row!.responsePreview).toBe('moved');
      expect(target.calls).toHaveLength(1);
      expect(internal.calls).toHaveLength(0);
      // Editing keeps the secret when none is sent; the address is checked again.
      const edited = await api.ok('mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { signed events } }',
        { id: hook.id, input: { url: `http://127.0.0.1:${target.port}/moved`, events: ['blog.created', 'product.created'] } });
      expect(edited.updateWebhook).toEqual({ signed: true, events: ['product.created', 'blog.created'] });
      const refused = await api.call('mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id } }',
        { id: hook.id, input: { url: `http://[::1]:${internal.port}/`, events: ['product.created'] } });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', reason: 'ADDRESS_REFUSED' });
      await api.ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id: hook.id });
    } finally {
      await target.close();
      await internal.close();
    }
  });

  it('only administrators read, add, change or delete webhooks', async () => {
    for (const query of ['{ webhooks { id } }', 'query { webhookDeliveries(webhookId: 1) { id } }', 'mutation { deleteWebhook(id: 1) }']) {
      expect((await gql(handle.server.url, query)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two processes on one database', () => {
  let processes: Awaited<ReturnType<typeof startProcesses>> | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    processes = await startProcesses(2, ALLOWED);
    servers = processes.servers;
  });
  afterAll(async () => {
    await processes?.stop();
  });

  it('every call is delivered exactly once while both processes work the same outbox', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const apis = [client(a.url, await loginToken(a.url, ADMIN.username, ADMIN.password)), client(b.url, await loginToken(b.url, ADMIN.username, ADMIN.password))];
    // A slow endpoint: calls are in flight while the other process looks for due ones.
    const target = await receiver(0, '127.0.0.1', (res) => setTimeout(() => res.writeHead(200).end('ok'), 150));
    try {
      await apis[0]!.webhook(`http://127.0.0.1:${target.port}/twice`, ['product.created']);
      const count = 24;
      const made: Array<{ id: number }> = [];
      for (let i = 0; i < count; i++) made.push(await apis[i % 2]!.product(`iki-${RUN}-${i}`));
      await eventually(() => expect(target.calls.length).toBeGreaterThanOrEqual(count), { timeoutMs: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(target.calls).toHaveLength(count);
      expect(new Set(target.calls.map((c) => c.headers['x-webhook-delivery'])).size).toBe(count);
      expect(target.calls.map((c) => c.body.id).sort((x, y) => x - y)).toEqual(made.map((p) => p.id).sort((x, y) => x - y));
      // Both processes made calls.
      for (const server of [a, b]) expect(server.output()).toContain('"msg":"webhook delivered"');
    } finally {
      await target.close();
    }
  }, 60_000);
});
