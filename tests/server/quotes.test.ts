// Quote requests: every refusal keeps nothing; a request is stored with its lines as asked (names, datasheets), mailed
// to sales with every line and to the visitor with the reference in their language; only the team reads and follows it
// up (each change in the audit log); a client's requests are limited; erasing and the retention job remove the person.
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { eventually } from '../helpers/eventually.js';
import { Mailbox } from '../helpers/mailbox.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';
import { ALLOWED, webhookApi } from '../helpers/webhook-api.js';
import { receiver } from '../helpers/webhook-receiver.js';

const REQUEST = 'mutation($input: QuoteRequestInput!) { requestQuote(input: $input) { reference } }';
const READ = `query($id: Int!) { quoteRequest(id: $id) { id reference fullName company email phone country city message language
  consentAt status assigneeId internalNote anonymisedAt downloads lines { productId productSlug productName quantity note datasheetName datasheetUrl } } }`;
const GATEWAY = 'egw-410-iiot-gateway';
const METER = 'ea-120-din-rail-energy-meter';
/** The limit set for this file: the successful requests below stay within it, then one more is refused. */
const LIMIT = 4;

const mailbox = new Mailbox();
let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;

const input = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ayşe Yılmaz',
  company: 'Örnek Enerji A.Ş.',
  email: 'ayse@example.com',
  phone: '+90 212 555 00 00',
  country: 'Türkiye',
  city: 'İstanbul',
  message: 'Teslim süresi önemli.',
  consent: true,
  language: 'tr',
  items: [
    { productSlug: GATEWAY, quantity: 12, note: '4G modemli' },
    { productSlug: METER, quantity: 250 },
  ],
  ...overrides,
});

const count = async () => (await gql(url, '{ quoteRequestCount }', {}, token)).data.quoteRequestCount as number;
const refusal = async (overrides: Record<string, unknown>) => {
  const { errors } = await gql(url, REQUEST, { input: input(overrides) });
  return (
    errors?.[0]?.extensions && { code: errors[0].extensions.code, field: errors[0].extensions.field, reason: errors[0].extensions.reason }
  );
};

beforeAll(async () => {
  await mailbox.start();
  handle = await startIsolatedServer({
    SMTP_URL: mailbox.url,
    MAIL_TO: 'sales@example.com',
    MAIL_FROM: 'site@example.com',
    QUOTE_LIMIT: `${LIMIT}/1h`,
    MAIL_RETRY_DELAY: '200ms',
    ...ALLOWED,
  });
  url = handle.server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
}, 120_000);

afterAll(async () => {
  await handle?.stop();
  await mailbox.stop();
});

describe('a quote request', () => {
  it('is refused, naming the field, and nothing is kept: no consent, an unknown or unpublished product, a quantity out of range, more than 50 lines, a product twice', async () => {
    const draft = await gql(
      url,
      'mutation { createProduct(input: { name: "Taslak Ürün", category: energy, draft: true, shortDescriptionTr: "Taslak", shortDescriptionEn: "Draft" }) { id slug } }',
      {},
      token,
    );
    const draftSlug = draft.data?.createProduct?.slug as string | undefined;
    expect(await refusal({ consent: false })).toEqual({ code: 'BAD_USER_INPUT', field: 'consent', reason: 'CONSENT_REQUIRED' });
    expect(await refusal({ items: [{ productSlug: 'no-such-product', quantity: 1 }] })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'items.0.productSlug',
      reason: 'UNKNOWN_PRODUCT',
    });
    if (draftSlug)
      expect(
        await refusal({
          items: [
            { productSlug: GATEWAY, quantity: 1 },
            { productSlug: draftSlug, quantity: 1 },
          ],
        }),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'items.1.productSlug',
        reason: 'UNKNOWN_PRODUCT',
      });
    for (const quantity of [0, 100_001])
      expect(await refusal({ items: [{ productSlug: GATEWAY, quantity }] })).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'items.0.quantity',
        reason: 'OUT_OF_RANGE',
      });
    const many = Array.from({ length: 51 }, (_, i) => ({ productSlug: `p-${i}`, quantity: 1 }));
    expect(await refusal({ items: many })).toEqual({ code: 'BAD_USER_INPUT', field: 'items', reason: 'TOO_MANY' });
    expect(
      await refusal({
        items: [
          { productSlug: GATEWAY, quantity: 1 },
          { productSlug: GATEWAY, quantity: 2 },
        ],
      }),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'items.1.productSlug', reason: 'DUPLICATE' });
    expect(await refusal({ email: 'not-an-email' })).toEqual({ code: 'BAD_USER_INPUT', field: 'email', reason: 'INVALID_EMAIL' });
    expect(await refusal({ items: [] })).toEqual({ code: 'BAD_USER_INPUT', field: 'items', reason: 'REQUIRED' });
    expect(await count()).toBe(0);
    expect(mailbox.mails).toHaveLength(0);
    expect(draftSlug, 'a draft product to ask for').toBeTruthy();
  });

  it('is stored with its lines as asked, mailed to sales with every line and to the visitor with the reference, and announced to webhooks (tr)', async () => {
    const target = await receiver();
    const hooks = webhookApi(url, token);
    const hook = await hooks.webhook(`http://127.0.0.1:${target.port}/hooks/quotes`, ['quote.created']);
    // The files this browser session downloaded before asking, named by the site's form (a repeat once).
    const downloads = ['EGW-410 IIoT Gateway: EGW-410 Datasheet.pdf', 'EGW-410 IIoT Gateway: EGW-410 Datasheet.pdf'];
    const { data, errors } = await gql(url, REQUEST, { input: input({ downloads }) });
    expect(errors).toBeUndefined();
    const reference = data.requestQuote.reference as string;
    expect(reference).toMatch(new RegExp(`^TKL-${new Date().getFullYear()}-\\d{6}$`));

    const [listed] = (await gql(url, '{ quoteRequests(take: 10) { id reference status } }', {}, token)).data.quoteRequests;
    expect(listed).toMatchObject({ reference, status: 'NEW' });
    const stored = (await gql(url, READ, { id: listed.id }, token)).data.quoteRequest;
    expect(stored).toMatchObject({
      fullName: 'Ayşe Yılmaz',
      company: 'Örnek Enerji A.Ş.',
      country: 'Türkiye',
      language: 'tr',
      anonymisedAt: null,
      downloads: [downloads[0]],
    });
    expect(new Date(stored.consentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(stored.lines).toEqual([
      {
        productId: expect.any(Number),
        productSlug: GATEWAY,
        productName: 'EGW-410 IIoT Gateway',
        quantity: 12,
        note: '4G modemli',
        datasheetName: 'EGW-410 Datasheet.pdf',
        datasheetUrl: expect.stringMatching(/^\/api\/download\/\d+$/),
      },
      expect.objectContaining({ productSlug: METER, quantity: 250, note: '' }),
    ]);

    const sales = await mailbox.latest('sales@example.com');
    expect(sales.subject).toContain(reference);
    expect(sales.text).toContain('EGW-410 IIoT Gateway');
    expect(sales.text).toMatch(/Adet \/ Quantity: 12/);
    expect(sales.text).toMatch(/Adet \/ Quantity: 250/);
    expect(sales.text).toContain('4G modemli');
    expect(sales.text).toContain('EGW-410 Datasheet.pdf');
    expect(sales.text).toContain('ayse@example.com');
    expect(sales.text).toContain(`- ${downloads[0]}`);
    const confirmation = await mailbox.latest('ayse@example.com');
    expect(confirmation.subject).toBe(`Teklif talebiniz alındı: ${reference}`);
    expect(confirmation.text).toContain('Sayın Ayşe Yılmaz');

    // The call names the request, never the person.
    await eventually(() =>
      expect(target.calls.map((c) => c.body)).toEqual([expect.objectContaining({ event: 'quote.created', kind: 'quote', id: listed.id })]),
    );
    expect(JSON.stringify(target.calls[0].body)).not.toContain('ayse');
    await hooks.remove(hook.id);
    await target.close();
  });

  it("confirms in the visitor's language (en), through the REST twin too", async () => {
    const response = await fetch(`${url}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        input({ email: 'john@example.com', fullName: 'John Smith', language: 'en', items: [{ productSlug: METER, quantity: 3 }] }),
      ),
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const confirmation = await mailbox.latest('john@example.com');
    expect(confirmation.subject).toBe(`We received your quote request: ${reference}`);
    expect(confirmation.text).toMatch(/Quantity: 3/);

    const refused = await fetch(`${url}/api/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input({ consent: false })),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'consent', reason: 'CONSENT_REQUIRED' });
  });

  it('is never read nor changed by an anonymous caller', async () => {
    for (const query of ['{ quoteRequests { id } }', '{ quoteRequest(id: 1) { id } }', '{ quoteRequestCounts { NEW } }']) {
      const { errors } = await gql(url, query);
      expect(errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const { errors } = await gql(url, 'mutation { updateQuoteRequest(id: 1, input: { status: WON }) { id } }');
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('is followed up by the team: state, assignee and note, each change in the audit log; erased on request', async () => {
    const [request] = (await gql(url, '{ quoteRequests(status: NEW, take: 100) { id reference } }', {}, token)).data.quoteRequests;
    const me = (await gql(url, '{ me { id } }', {}, token)).data.me.id as number;
    const updated = await gql(
      url,
      'mutation($id: Int!, $input: QuoteRequestUpdateInput!) { updateQuoteRequest(id: $id, input: $input) { status assigneeId internalNote } }',
      { id: request.id, input: { status: 'QUOTED', assigneeId: me, internalNote: 'Fiyat gönderildi.' } },
      token,
    );
    expect(updated.data.updateQuoteRequest).toEqual({ status: 'QUOTED', assigneeId: me, internalNote: 'Fiyat gönderildi.' });
    const counts = (await gql(url, '{ quoteRequestCounts { NEW QUOTED } }', {}, token)).data.quoteRequestCounts;
    expect(counts.QUOTED).toBe(1);
    const audit = await gql(url, '{ auditEntries(take: 20) { entityType entityName fields } }', {}, token);
    expect(audit.data.auditEntries).toContainEqual(
      expect.objectContaining({
        entityType: 'QuoteRequest',
        entityName: request.reference,
        fields: ['status', 'assigneeId', 'internalNote'],
      }),
    );
    // The export: a row per product asked for, only for the team.
    const workbook = await fetch(`${url}/api/quote-requests.xlsx?status=QUOTED`, { headers: { authorization: `Bearer ${token}` } });
    expect(workbook.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(await workbook.arrayBuffer()))['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain(request.reference);
    expect(sheet).toContain('Teklif verildi');
    // Only the state asked for.
    expect(sheet).not.toContain('>Yeni<');
    expect((await fetch(`${url}/api/quote-requests.xlsx`)).status).toBe(401);

    const refused = await gql(url, 'mutation { updateQuoteRequest(id: 999999, input: { status: WON }) { id } }', {}, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    await gql(url, 'mutation($id: Int!) { eraseQuoteRequest(id: $id) { id } }', { id: request.id }, token);
    const erased = (await gql(url, READ, { id: request.id }, token)).data.quoteRequest;
    expect(erased).toMatchObject({ reference: request.reference, status: 'QUOTED', fullName: '', email: '', phone: '', message: '' });
    expect(erased.anonymisedAt).not.toBeNull();
    expect(erased.lines.every((line: { note: string; productSlug: string }) => line.note === '' && line.productSlug)).toBe(true);
    const { rows } = await handle.sql('select recipient, body from quote_mail where request_id = $1', [request.id]);
    expect(rows.every((row: { recipient: string; body: string }) => row.recipient === '' && row.body === '')).toBe(true);
  });

  it('is limited per client: past the limit, TOO_MANY_ATTEMPTS and nothing kept', async () => {
    const before = await count();
    for (let i = before; i < LIMIT; i++) expect((await gql(url, REQUEST, { input: input() })).errors).toBeUndefined();
    const { errors } = await gql(url, REQUEST, { input: input() });
    expect(errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await count()).toBe(LIMIT);
  });

  it('older than the retention period, is anonymised by the daily job at start', async () => {
    const { rows } = await handle.sql(
      "update quote_request set created_at = now() - interval '3 years' where anonymised_at is null returning id",
    );
    expect(rows.length).toBeGreaterThan(0);
    await handle.restart();
    url = handle.server.url;
    token = await loginToken(url, ADMIN.username, ADMIN.password);
    // The job runs once the server is up.
    await eventually(async () => {
      const left = await handle.sql('select count(*)::int as n from quote_request where anonymised_at is null or email <> $1', ['']);
      expect(left.rows[0].n).toBe(0);
    });
  });
});
