// Webhooks: a change of content (or a contact message) reaches an integrator within seconds as a signed POST, recorded
// in the change's transaction and sent after the commit; each attempt is signed with its delivery id and its own time,
// so a receiver can refuse a replay; a refusing target is tried again within seconds (across a restart too); a target
// that hangs holds up only its own webhook's calls; private targets are refused at creation (and hosts with a port in
// WEBHOOK_ALLOWED_HOSTS at start-up) and redirects are never followed. With DATABASE_URL, two processes on one
// database deliver every call exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, freePort, startIsolatedServer, startProcesses, type RunningServer } from '../helpers/server.js';
import { ALLOWED, expectSigned, SECRET, webhookApi } from '../helpers/webhook-api.js';
import { acceptWebhook, LONG_ANSWER, receiver, type Received, type Receiver } from '../helpers/webhook-receiver.js';

const RUN = Date.now().toString(36);

describe('webhooks on one server', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let api: ReturnType<typeof webhookApi>;

  beforeAll(async () => {
    handle = await startIsolatedServer(ALLOWED);
    api = webhookApi(handle.server.url, await loginToken(handle.server.url, ADMIN.username, ADMIN.password));
  });
  afterAll(async () => {
    await handle?.stop();
  });

  it('a publish reaches the integrator within seconds, signed with the secret over its id, time and body; edits, unpublishing, deletion and contact messages follow', async () => {
    const target = await receiver();
    try {
      // In the order the server keeps them (kind, then created, updated, deleted, published, unpublished).
      const events = [
        'product.created',
        'product.updated',
        'product.deleted',
        'product.published',
        'product.unpublished',
        'contact.received',
      ];
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/site`, events);
      // The secret is write-only: the API says one is set and has no field to read it.
      expect(hook).toMatchObject({ signed: true, events });
      const type = (await api.ok('{ __type(name: "Webhook") { fields { name } } }')).__type;
      expect(type.fields.map((f: { name: string }) => f.name)).not.toContain('secret');

      const savedAt = Date.now();
      const product = await api.product(`webhook-${RUN}`);
      const first = await eventually(
        () => {
          expect(target.calls.map((c) => c.body.event).sort()).toEqual(['product.created', 'product.published']);
          return target.calls;
        },
        { timeoutMs: 5_000 },
      );
      for (const call of first) {
        expect(call.receivedAt - savedAt).toBeLessThan(5_000);
        expect(call.headers['x-webhook-event']).toBe(call.body.event);
        expect(call.headers['content-type']).toBe('application/json');
        expectSigned(call);
        expect(call.body).toEqual({ event: call.body.event, kind: 'product', id: product.id, slug: product.slug, at: expect.any(String) });
        expect(Math.abs(Date.parse(call.body.at) - savedAt)).toBeLessThan(5_000);
      }
      expect(new Set(first.map((c) => c.headers['webhook-id'])).size).toBe(2);

      // A specification changed is the product's update; unpublishing, deleting and a contact message are their own events.
      await api.ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
        id: product.id,
        input: {
          name: `Webhook Ürünü webhook-${RUN}`,
          slug: product.slug,
          category: 'io',
          shortDescriptionTr: 'Kısa',
          shortDescriptionEn: 'Short',
          specGroups: [
            { nameTr: 'Genel', nameEn: 'General', specs: [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '24 V', valueEn: '24 V' }] },
          ],
        },
      });
      await eventually(() => expect(target.calls.map((c) => c.body.event)).toContain('product.updated'), { timeoutMs: 5_000 });
      await api.ok('mutation($id: Int!) { unpublishProduct(id: $id) { id } }', { id: product.id });
      await api.ok('mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id });
      const contact = await gql(handle.server.url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
        input: { name: 'Entegratör', email: 'entegrator@example.com', subject: 'Webhook denemesi' },
      });
      expect(contact.errors).toBeUndefined();
      await eventually(
        () =>
          expect(
            target.calls
              .map((c) => c.body.event)
              .slice(3)
              .sort(),
          ).toEqual(['contact.received', 'product.deleted', 'product.unpublished']),
        { timeoutMs: 5_000 },
      );
      const received = target.calls.find((c) => c.body.event === 'contact.received')!;
      expect(received.body).toMatchObject({ kind: 'contact', slug: null, id: expect.any(Number) });
      // Nothing more than one call per event.
      expect(target.calls).toHaveLength(6);

      // The log (written once each answer has come): newest first, each delivered with its answer's status and first bytes.
      await eventually(
        async () => {
          const log = await api.deliveries(hook.id);
          expect(log).toHaveLength(6);
          expect(log[0].event).toBe('contact.received');
          for (const row of log) {
            expect(row).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, nextAttemptAt: null, error: null });
            expect(row.responsePreview).toBe(LONG_ANSWER.slice(0, 512));
          }
        },
        { timeoutMs: 5_000 },
      );
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });

  it('a test call reaches the target signed and is logged; only administrators send one, to a webhook that exists', async () => {
    const target = await receiver();
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/hooks/test`, ['blog.deleted']);
      const sent = (await api.ok('mutation($id: Int!) { testWebhook(id: $id) { deliveryId event kind recordId status } }', { id: hook.id }))
        .testWebhook;
      expect(sent).toMatchObject({
        event: 'webhook.ping',
        kind: 'webhook',
        recordId: hook.id,
        status: 'pending',
        deliveryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const [call] = await eventually(
        () => {
          expect(target.calls).toHaveLength(1);
          return target.calls;
        },
        { timeoutMs: 5_000 },
      );
      expect(call.body).toEqual({ event: 'webhook.ping', kind: 'webhook', id: hook.id, slug: null, at: expect.any(String) });
      expect(call.headers['webhook-id']).toBe(sent.deliveryId);
      expectSigned(call);
      await eventually(async () =>
        expect((await api.deliveries(hook.id))[0]).toMatchObject({ event: 'webhook.ping', status: 'delivered', responseStatus: 200 }),
      );

      const anonymous = await gql(handle.server.url, 'mutation($id: Int!) { testWebhook(id: $id) { id } }', { id: hook.id });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await api.call('mutation($id: Int!) { testWebhook(id: $id) { id } }', { id: 987_654 });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(target.calls).toHaveLength(1);
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });

  it('every attempt is signed over its delivery id, its own time and the body: a receiver that follows the documentation refuses a repeat, an old call and a forged one', async () => {
    let answers = 0;
    const target = await receiver(0, '127.0.0.1', (res) => res.writeHead(answers++ === 0 ? 503 : 200).end('ok'));
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/signed`, ['product.created']);
      await api.product(`imza-${RUN}`);
      const [first, retry] = await eventually(
        () => {
          expect(target.calls).toHaveLength(2);
          return target.calls as [Received, Received];
        },
        { timeoutMs: 15_000 },
      );
      // One delivery tried twice: the same id and body, each attempt with its own time and its own signature.
      for (const call of [first, retry]) expectSigned(call);
      expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(retry.raw).toBe(first.raw);
      expect(Number(retry.headers['webhook-timestamp'])).toBeGreaterThan(Number(first.headers['webhook-timestamp']));

      const seen = new Set<string>();
      expect(acceptWebhook(SECRET, retry.headers, retry.raw, seen, retry.receivedAt)).toBe('ok');
      // Sent again as it was recorded: its id was handled.
      expect(acceptWebhook(SECRET, retry.headers, retry.raw, seen, retry.receivedAt)).toBe('repeat');
      // Sent again later to a receiver that has forgotten the id: too old.
      expect(acceptWebhook(SECRET, first.headers, first.raw, new Set(), first.receivedAt + 6 * 60_000)).toBe('too old');
      // A fresh time or another id cannot be put on a recorded call, nor can another secret sign one: the signature fails.
      const now = String(Math.floor(Date.now() / 1000));
      expect(acceptWebhook(SECRET, { ...first.headers, 'webhook-timestamp': now }, first.raw, new Set())).toBe('bad signature');
      expect(acceptWebhook(SECRET, { ...first.headers, 'webhook-id': randomUUID() }, first.raw, new Set(), first.receivedAt)).toBe(
        'bad signature',
      );
      expect(
        acceptWebhook(SECRET, first.headers, first.raw.replace('"product.created"', '"product.deleted"'), new Set(), first.receivedAt),
      ).toBe('bad signature');
      await api.remove(hook.id);
    } finally {
      await target.close();
    }
  });

  it('a receiver that hangs holds up only its own webhook: another one gets all of its calls, one at a time and oldest first, while the first call still hangs', async () => {
    const count = 12;
    const drafts: Array<{ id: number }> = [];
    for (let i = 0; i < count; i++) drafts.push(await api.product(`serit-${RUN}-${i}`, { draft: true }));
    // Never answers: each call to it lasts until the server gives up on it.
    const hanging = await receiver(0, '127.0.0.1', () => undefined);
    const healthy = await receiver();
    try {
      const stuck = await api.webhook(`http://127.0.0.1:${hanging.port}/hangs`, ['product.published']);
      const fine = await api.webhook(`http://127.0.0.1:${healthy.port}/answers`, ['product.published']);
      // One transaction: every call of both webhooks falls due at once.
      expect(
        (await api.ok('mutation($ids: [Int!]!) { bulkPublishProducts(ids: $ids) }', { ids: drafts.map((d) => d.id) })).bulkPublishProducts,
      ).toBe(count);

      // Within the call's cut (10 s), the healthy receiver has them all while the other's first call still hangs.
      await eventually(() => expect(healthy.calls).toHaveLength(count), { timeoutMs: 8_000 });
      expect(hanging.calls).toHaveLength(1);
      expect(hanging.calls[0].settled).toBe(false);
      // Its log says so: the first call under way (counted, no answer or error yet), the rest waiting for it, untried.
      const stuckLog = await api.deliveries(stuck.id);
      expect(stuckLog.map((d) => d.status)).toEqual(Array(count).fill('pending'));
      expect(stuckLog.map((d) => d.attempts).sort()).toEqual([...Array(count - 1).fill(0), 1]);
      expect(stuckLog.find((d) => d.attempts === 1)).toMatchObject({
        deliveryId: hanging.calls[0].headers['webhook-id'],
        error: null,
        responseStatus: null,
      });
      // The other webhook's calls came in the order they were recorded, one for each product, and are logged delivered.
      expect(healthy.calls.map((c) => c.body.id).sort((a, b) => a - b)).toEqual(drafts.map((d) => d.id).sort((a, b) => a - b));
      await eventually(
        async () => {
          const fineLog = await api.deliveries(fine.id);
          expect(fineLog.map((d) => d.status)).toEqual(Array(count).fill('delivered'));
          expect(healthy.calls.map((c) => c.headers['webhook-id'])).toEqual(fineLog.map((d) => d.deliveryId).reverse());
        },
        { timeoutMs: 5_000 },
      );
      for (const hook of [stuck, fine]) await api.remove(hook.id);
    } finally {
      await hanging.close();
      await healthy.close();
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
      expect(target.calls[0].receivedAt - Date.parse(failed.lastAttemptAt)).toBeLessThanOrEqual(10_000);
      await deliveredOnRetry(hook.id, failed, target);
    } finally {
      await target.close();
      await api.remove(hook.id);
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
      api = webhookApi(handle.server.url, await loginToken(handle.server.url, ADMIN.username, ADMIN.password));
      await eventually(() => expect(target.calls).toHaveLength(1), { timeoutMs: 12_000 });
      await deliveredOnRetry(hook.id, failed, target);
    } finally {
      await target.close();
      await api.remove(hook.id);
    }
  }, 60_000);

  /** The first attempt refused: the log says so and when the next one comes (within 10 s). */
  async function owedOnce(webhookId: number, recordId: number) {
    const [failed] = await eventually(
      async () => {
        const log = await api.deliveries(webhookId);
        expect(log[0]).toMatchObject({ status: 'pending', attempts: 1, error: 'ECONNREFUSED', responseStatus: null, recordId });
        return log;
      },
      { timeoutMs: 5_000 },
    );
    expect(Date.parse(failed.nextAttemptAt) - Date.parse(failed.lastAttemptAt)).toBeLessThanOrEqual(10_000);
    return failed;
  }

  /** The retry delivered the same call (same delivery id), once, and the log shows it. */
  async function deliveredOnRetry(webhookId: number, failed: Record<string, any>, target: Receiver) {
    expect(target.calls[0].headers['webhook-id']).toBe(failed.deliveryId);
    expectSigned(target.calls[0]);
    expect(target.calls[0].receivedAt).toBeGreaterThanOrEqual(Date.parse(failed.nextAttemptAt) - 50);
    await eventually(
      async () =>
        expect((await api.deliveries(webhookId))[0]).toMatchObject({
          deliveryId: failed.deliveryId,
          status: 'delivered',
          attempts: 2,
          responseStatus: 200,
          error: null,
          nextAttemptAt: null,
        }),
      { timeoutMs: 5_000 },
    );
    // Delivered once: no retry follows a while later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(target.calls).toHaveLength(1);
  }

  it('private targets are refused: link-local metadata, IPv4-mapped loopback, a name resolving to loopback, credentials, other schemes', async () => {
    const port = await freePort();
    const cases: Array<[string, string]> = [
      ['http://169.254.169.254/latest/meta-data/', 'ADDRESS_REFUSED'],
      [`http://[::ffff:127.0.0.1]:${port}/`, 'ADDRESS_REFUSED'],
      ['http://[::ffff:a9fe:a9fe]/', 'ADDRESS_REFUSED'],
      // IPv4-translated (::ffff:0:0:0/96), which a host may route to the IPv4 address it carries.
      [`http://[::ffff:0:127.0.0.1]:${port}/`, 'ADDRESS_REFUSED'],
      ['http://[::ffff:0:a9fe:a9fe]/', 'ADDRESS_REFUSED'],
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
    for (const [url, reason] of cases)
      expect(await api.refusal({ url }), url).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', reason });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, events: ['product.renamed'] })).toMatchObject({
      field: 'events.0',
      reason: 'UNKNOWN_EVENT',
    });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, events: [] })).toMatchObject({ field: 'events', reason: 'REQUIRED' });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, secret: null })).toMatchObject({ field: 'secret', reason: 'REQUIRED' });
    expect(await api.refusal({ url: `http://127.0.0.1:${port}/`, secret: 'short' })).toMatchObject({
      field: 'secret',
      reason: 'TOO_SHORT',
    });
  });

  it('a redirect is not followed, even to an internal address: the call fails for good and the address is never reached', async () => {
    const internal = await receiver(0, '::1');
    const target = await receiver(0, '127.0.0.1', (res) =>
      res.writeHead(302, { location: `http://[::1]:${internal.port}/metadata` }).end('moved'),
    );
    try {
      const hook = await api.webhook(`http://127.0.0.1:${target.port}/moved`, ['product.created']);
      await api.product(`yonlenen-${RUN}`);
      const [row] = await eventually(
        async () => {
          const log = await api.deliveries(hook.id);
          expect(log[0]).toMatchObject({
            status: 'failed',
            attempts: 1,
            responseStatus: 302,
            error: 'REDIRECT_NOT_FOLLOWED',
            nextAttemptAt: null,
          });
          return log;
        },
        { timeoutMs: 5_000 },
      );
      expect(row.responsePreview).toBe('moved');
      expect(target.calls).toHaveLength(1);
      expect(internal.calls).toHaveLength(0);
      // Editing keeps the secret when none is sent; the address is checked again.
      const edited = await api.ok(
        'mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { signed events } }',
        { id: hook.id, input: { url: `http://127.0.0.1:${target.port}/moved`, events: ['blog.created', 'product.created'] } },
      );
      expect(edited.updateWebhook).toEqual({ signed: true, events: ['product.created', 'blog.created'] });
      const refused = await api.call('mutation($id: Int!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id } }', {
        id: hook.id,
        input: { url: `http://[::1]:${internal.port}/`, events: ['product.created'] },
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url', reason: 'ADDRESS_REFUSED' });
      await api.remove(hook.id);
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
    const apis = [
      webhookApi(a.url, await loginToken(a.url, ADMIN.username, ADMIN.password)),
      webhookApi(b.url, await loginToken(b.url, ADMIN.username, ADMIN.password)),
    ];
    // A slow endpoint: calls are in flight while the other process looks for due ones.
    const target = await receiver(0, '127.0.0.1', (res) => setTimeout(() => res.writeHead(200).end('ok'), 150));
    try {
      await apis[0].webhook(`http://127.0.0.1:${target.port}/twice`, ['product.created']);
      const count = 24;
      const made: Array<{ id: number }> = [];
      for (let i = 0; i < count; i++) made.push(await apis[i % 2].product(`iki-${RUN}-${i}`));
      await eventually(() => expect(target.calls.length).toBeGreaterThanOrEqual(count), { timeoutMs: 20_000 });
      // Each call once: none comes a second time from the other process a while later.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(target.calls).toHaveLength(count);
      expect(new Set(target.calls.map((c) => c.headers['webhook-id'])).size).toBe(count);
      expect(target.calls.map((c) => c.body.id).sort((x, y) => x - y)).toEqual(made.map((p) => p.id).sort((x, y) => x - y));
      // Both processes made calls.
      for (const server of [a, b]) expect(server.output()).toContain('"msg":"webhook delivered"');
    } finally {
      await target.close();
    }
  }, 60_000);
});
