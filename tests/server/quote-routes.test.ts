// The sales addresses by product category: set by administrators only, checked, audited; a request naming products of
// a routed and an unrouted category reaches both that category's address and QUOTE_MAIL_TO, each with every line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { Mailbox } from '../helpers/mailbox.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const SET = 'mutation($r: [QuoteRouteInput!]!) { setQuoteRoutes(routes: $r) { category mailTo } }';
const REQUEST = 'mutation($input: QuoteRequestInput!) { requestQuote(input: $input) { reference } }';

const mailbox = new Mailbox();
let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;

beforeAll(async () => {
  await mailbox.start();
  handle = await startIsolatedServer({ SMTP_URL: mailbox.url, QUOTE_MAIL_TO: 'satis@example.com', MAIL_FROM: 'site@example.com' });
  url = handle.server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
}, 120_000);

afterAll(async () => {
  await handle?.stop();
  await mailbox.stop();
});

describe('quote routes', () => {
  it('are read by the team only, and refused when an address is not one or a category comes twice', async () => {
    expect((await gql(url, '{ quoteRoutes { category } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await gql(url, SET, { r: [{ category: 'energy', mailTo: 'not-an-address' }] }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '0.mailTo', reason: 'INVALID_EMAIL' });
    const twice = await gql(
      url,
      SET,
      {
        r: [
          { category: 'energy', mailTo: 'a@example.com' },
          { category: 'energy', mailTo: 'b@example.com' },
        ],
      },
      token,
    );
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: '1.category', reason: 'DUPLICATE' });
    expect((await gql(url, '{ quoteRoutes { category } }', {}, token)).data.quoteRoutes).toEqual([]);
  });

  it("send a request to each of its categories' addresses, the unrouted ones to QUOTE_MAIL_TO, each with every line", async () => {
    const set = await gql(url, SET, { r: [{ category: 'energy', mailTo: 'enerji@example.com' }] }, token);
    expect(set.data.setQuoteRoutes).toEqual([{ category: 'energy', mailTo: 'enerji@example.com' }]);
    const { data, errors } = await gql(url, REQUEST, {
      input: {
        fullName: 'Yönlendirme Deneme',
        company: 'Rota A.Ş.',
        email: 'alici@example.com',
        phone: '+90 212 000 00 00',
        country: 'Türkiye',
        consent: true,
        language: 'tr',
        items: [
          { productSlug: 'ea-120-din-rail-energy-meter', quantity: 10 },
          { productSlug: 'egw-410-iiot-gateway', quantity: 2 },
        ],
      },
    });
    expect(errors).toBeUndefined();
    const reference = data.requestQuote.reference as string;
    for (const address of ['enerji@example.com', 'satis@example.com']) {
      const mail = await mailbox.latest(address);
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain('EA-120 DIN-Rail Energy Meter');
      expect(mail.text).toContain('EGW-410 IIoT Gateway');
    }
    const audit = await gql(url, '{ auditEntries(take: 5) { action entityType operation } }', {}, token);
    expect(audit.data.auditEntries).toContainEqual({ action: 'create', entityType: 'QuoteRoute', operation: 'setQuoteRoutes' });

    // Emptied, every category goes to QUOTE_MAIL_TO again.
    expect((await gql(url, SET, { r: [] }, token)).data.setQuoteRoutes).toEqual([]);
  });
});
