// The quote page's form sent without its script (POST /quote, a browser's form): its buttons add and remove products,
// answered with the page again holding everything typed; a refusal is the page with each field's problem (400), nothing
// kept; a request taken goes to the page of its reference (303), stored as typed; the trap field keeps nothing.
import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const GATEWAY = 'egw-410-iiot-gateway';
const METER = 'ea-120-din-rail-energy-meter';

const PERSON = {
  fullName: 'Form Deneme',
  company: 'Betiksiz A.Ş.',
  email: 'betiksiz@example.com',
  phone: '+90 216 555 00 00',
  country: 'Türkiye',
  city: '',
  message: 'Satır\r\nsonu',
  language: 'en',
};

function post(fields: Array<[string, string]>, accept = 'text/html') {
  return fetch(`${url}/quote`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    body: new URLSearchParams(fields).toString(),
  });
}

const lines = (...list: Array<[string, string, string]>): Array<[string, string]> =>
  list.flatMap(([slug, quantity, note]) => [
    ['slug', slug],
    ['quantity', quantity],
    ['note', note],
  ]);
const person = (overrides: Record<string, string> = {}): Array<[string, string]> => Object.entries({ ...PERSON, ...overrides });
/** The lines the answered page shows, in order (their hidden fields). */
const shownSlugs = (html: string) => [...html.matchAll(/<input type="hidden" name="slug" value="([^"]+)"/g)].map((m) => m[1]);
const requests = async (token: string) =>
  (
    await gql(
      url,
      '{ quoteRequests(take: 100, search: "betiksiz@example.com") { reference company message language lines { productSlug quantity note } } }',
      {},
      token,
    )
  ).data.quoteRequests as Array<{ reference: string; message: string; language: string; lines: unknown[] }>;

describe('the quote form without the page script', () => {
  it('adds and removes products, answering with the page that keeps everything typed', async () => {
    const added = await post([...lines([GATEWAY, '7', 'modemli']), ...person(), ['add', METER], ['intent', 'add']]);
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('no-store');
    const html = await added.text();
    expect(shownSlugs(html)).toEqual([GATEWAY, METER]);
    expect(html).toContain('value="7"');
    expect(html).toContain('value="modemli"');
    expect(html).toContain('value="Betiksiz A.Ş."');

    const removed = await post([...lines([GATEWAY, '7', ''], [METER, '2', '']), ...person(), ['intent', 'remove:0']]);
    expect(shownSlugs(await removed.text())).toEqual([METER]);
  });

  it('refuses with each problem on the page (400) and keeps nothing: no consent, a quantity out of range, a missing field', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const before = (await requests(token)).length;
    const refused = await post([...lines([GATEWAY, '0', '']), ...person({ company: ' ' }), ['intent', 'send']]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Adet 1 ile 100.000 arasında bir tam sayı olmalıdır');
    expect(html).toContain('Firma adı gereklidir');
    expect(html).toContain('Aydınlatma Metni&#x27;ni onaylamanız gerekir');
    expect(html).toContain('value="betiksiz@example.com"');

    const unknown = await post([...lines(['no-such-product', '1', '']), ...person(), ['consent', 'yes'], ['intent', 'send']]);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Bu ürün artık yayında değil');
    expect((await requests(token)).length).toBe(before);
  });

  it('sends the request: 303 to the page of its reference, stored as typed; a filled trap keeps nothing', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const before = (await requests(token)).length;
    const sent = await post([
      ...lines([GATEWAY, '12', 'DIN ray'], [METER, '250', '']),
      ...person(),
      ['consent', 'yes'],
      ['intent', 'send'],
    ]);
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    const reference = /^\/quote\?sent=(TKL-\d{4}-\d{6})$/.exec(location)?.[1];
    expect(reference).toBeTruthy();
    const [stored] = await requests(token);
    expect(stored).toMatchObject({ reference, language: 'en', message: 'Satır\nsonu' });
    expect(stored.lines).toEqual([
      { productSlug: GATEWAY, quantity: 12, note: 'DIN ray' },
      { productSlug: METER, quantity: 250, note: '' },
    ]);
    const page = await (await fetch(`${url}${location}`)).text();
    expect(page).toContain(`Referans numaranız: ${reference}`);

    const trapped = await post([
      ...lines([GATEWAY, '1', '']),
      ...person(),
      ['consent', 'yes'],
      ['website', 'http://spam.example'],
      ['intent', 'send'],
    ]);
    expect(trapped.status).toBe(303);
    expect(trapped.headers.get('location')).toBe('/quote?sent=received');
    expect((await requests(token)).length).toBe(before + 1);
  });

  it('leaves other callers to the JSON API', async () => {
    const json = await post([...lines([GATEWAY, '1', '']), ...person(), ['consent', 'yes']], 'application/json');
    expect(json.status).toBe(404);
  });
});
