// Sign-in and contact limits per client, over REST and GraphQL alike. Each test speaks from its own loopback
// address (127.0.0.x: all of 127/8 reaches the server), so each starts with a fresh budget.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';
import { expectStartupRefused } from '../helpers/startup-refusal.js';

/** Tight limits for these tests (every other test server gets generous ones). */
const LIMITS = { CONTACT_LIMIT: '5/10m', LOGIN_FAILURE_LIMIT: '10/15m', LOGIN_CLIENT_FAILURE_LIMIT: '30/15m' };
const SEND = 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }';
const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const TEXTS = {
  tr: 'Çok fazla mesaj gönderdiniz. Lütfen biraz sonra tekrar deneyin.',
  en: 'You have sent too many messages. Please try again a little later.',
};

type Handle = Awaited<ReturnType<typeof startIsolatedServer>>;
let direct: Handle;
let proxied: Handle;
let adminTokens: Map<Handle, string>;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([startIsolatedServer(LIMITS), startIsolatedServer({ ...LIMITS, TRUST_PROXY: 'loopback' })]);
  adminTokens = new Map([
    [direct, await loginToken(direct.server.url, ADMIN.username, ADMIN.password)],
    [proxied, await loginToken(proxied.server.url, ADMIN.username, ADMIN.password)],
  ]);
});

afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  json: any;
}

/** A JSON POST from a chosen loopback address (fetch cannot pick its source address). */
function post(handle: Handle, path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, handle.server.url),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const message = (n: number | string) => ({ name: `Sınır ${n}`, email: 'limit@example.com', subject: 'Throttle', phone: 'test' });
const mail = (h: Handle, from: string, n: number | string, headers?: Record<string, string>, lang = 'tr') =>
  post(h, `/mail?lang=${lang}`, message(n), from, headers);
const sendGql = (h: Handle, from: string, n: number | string, headers?: Record<string, string>) =>
  post(h, '/graphql', { query: SEND, variables: { input: message(n) } }, from, headers);
const login = (h: Handle, from: string, u: string, p: string, headers?: Record<string, string>) =>
  post(h, '/graphql', { query: LOGIN, variables: { u, p } }, from, headers);
const stored = async (h: Handle) =>
  (await gql(h.server.url, '{ contactMessageCount }', {}, adminTokens.get(h))).data.contactMessageCount as number;

/** A refusal names when to come back: Retry-After in whole seconds, within the window. */
function expectRetryAfter(answer: Answer, windowSeconds: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= windowSeconds, `Retry-After: ${answer.retryAfter}`).toBe(true);
  return seconds;
}

function expectGraphQLThrottle(answer: Answer, windowSeconds: number) {
  const seconds = expectRetryAfter(answer, windowSeconds);
  expect(answer.json.data ?? null).toBeNull();
  expect(answer.json.errors.length).toBeGreaterThan(0);
  for (const error of answer.json.errors) {
    expect(error.extensions.code).toBe('TOO_MANY_ATTEMPTS');
    expect(error.extensions.retryAfter).toBeGreaterThanOrEqual(1);
    expect(error.extensions.retryAfter).toBeLessThanOrEqual(seconds);
  }
}

describe('contact messages are limited per client (5 in 10 minutes here)', () => {
  it("counts REST and GraphQL together; the 6th answers 429 with Retry-After on both, in the visitor's language", async () => {
    const from = '127.0.0.2';
    const before = await stored(direct);
    for (const n of [1, 2, 3]) expect((await mail(direct, from, n)).status).toBe(200);
    for (const n of [4, 5]) expect((await sendGql(direct, from, n)).json.data.sendContactMessage.status).toBe('success');

    const rest = await mail(direct, from, 6);
    expectRetryAfter(rest, 600);
    expect(rest.json).toMatchObject({ status: 'error', code: 'TOO_MANY_ATTEMPTS', message: TEXTS.tr });
    expect((await mail(direct, from, 7, {}, 'en')).json.message).toBe(TEXTS.en);
    expectGraphQLThrottle(await sendGql(direct, from, 8), 600);
    expect(await stored(direct)).toBe(before + 5);

    // Another client is not affected.
    expect((await mail(direct, '127.0.0.12', 9)).status).toBe(200);
  });

  it('counts every aliased sendContactMessage of one request; batched requests are refused', async () => {
    const from = '127.0.0.3';
    const before = await stored(direct);
    for (const n of [1, 2]) expect((await mail(direct, from, n)).status).toBe(200);
    // Four aliases (within the query limits' alias budget): three fit in what is left, the fourth is refused.
    const aliases = Array.from(
      { length: 4 },
      (_, i) => `m${i}: sendContactMessage(input: { name: "Takma ad ${i}", email: "alias@example.com", subject: "x" }) { status }`,
    );
    expectGraphQLThrottle(await post(direct, '/graphql', { query: `mutation { ${aliases.join(' ')} }` }, from), 600);
    expect(await stored(direct)).toBe(before + 5);

    const batch = await post(
      direct,
      '/graphql',
      [
        { query: SEND, variables: { input: message('b1') } },
        { query: SEND, variables: { input: message('b2') } },
      ],
      '127.0.0.13',
    );
    expect(batch.status).toBe(400);
    expect(await stored(direct)).toBe(before + 5);
  });

  it('holds under a burst: 20 messages at once from one client store exactly 5', async () => {
    const before = await stored(direct);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? mail : sendGql)(direct, '127.0.0.4', `burst ${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRetryAfter(refused, 600);
    expect(await stored(direct)).toBe(before + 5);
  });
});

describe('X-Forwarded-For is believed only from the proxies TRUST_PROXY names', () => {
  it('unset (the default): a loopback client changing X-Forwarded-For still counts as itself', async () => {
    const from = '127.0.0.5';
    for (let n = 1; n <= 5; n++) expect((await mail(direct, from, n, { 'x-forwarded-for': `198.51.100.${n}` })).status).toBe(200);
    expectRetryAfter(await mail(direct, from, 6, { 'x-forwarded-for': '198.51.100.6' }), 600);
    expectGraphQLThrottle(await sendGql(direct, from, 7, { 'x-forwarded-for': '198.51.100.7' }), 600);
  });

  it('TRUST_PROXY=loopback: the address a loopback proxy reports is the client', async () => {
    const proxy = '127.0.0.6';
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let n = 1; n <= 5; n++) expect((await mail(proxied, proxy, n, client)).status).toBe(200);
    expectRetryAfter(await mail(proxied, proxy, 6, client), 600);
    expectGraphQLThrottle(await sendGql(proxied, proxy, 7, client), 600);
    // Another visitor behind the same proxy has a budget of its own.
    expect((await mail(proxied, proxy, 8, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    // A visitor cannot pose as someone else: the address the proxy saw (the last one) is the one counted.
    expectRetryAfter(await mail(proxied, proxy, 9, { 'x-forwarded-for': '192.0.2.1, 203.0.113.7' }), 600);
  });
});

describe('sign-in is limited per client', () => {
  it('a flood of guesses over many usernames is refused with 429 and Retry-After on GraphQL and REST, whatever X-Forwarded-For says', async () => {
    const from = '127.0.0.7';
    for (let i = 0; i < 30; i++) {
      const [u, p] = i < 5 ? [ADMIN.username, `wrong-${i}`] : [`guess-${i}`, ADMIN.password];
      const answer = await login(direct, from, u, p, { 'x-forwarded-for': `198.51.100.${i}` });
      expect(answer.json.errors?.[0]?.extensions?.code, `attempt ${i}`).toBe('INVALID_CREDENTIALS');
    }
    // Even the right password waits now.
    expectGraphQLThrottle(await login(direct, from, ADMIN.username, ADMIN.password, { 'x-forwarded-for': '198.51.100.99' }), 900);
    const rest = await post(direct, '/api/login', { username: 'someone-else', password: 'x' }, from);
    expectRetryAfter(rest, 900);
    expect(rest.json).toMatchObject({ success: false, token: null, code: 'TOO_MANY_ATTEMPTS' });
    // Another client signs in.
    expect((await login(direct, '127.0.0.17', ADMIN.username, ADMIN.password)).json.data.login.token).toBeTruthy();
  });

  it('after 10 failures for one username from one client that username is locked there, answering alike whether it exists or not', async () => {
    const from = '127.0.0.8';
    const answers: Record<string, Answer> = {};
    for (const u of [ADMIN.username, 'no-such-admin']) {
      for (let i = 0; i < 10; i++)
        expect((await login(direct, from, u, `wrong-${i}`)).json.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
      answers[u] = await login(direct, from, u, u === ADMIN.username ? ADMIN.password : 'x');
      expectGraphQLThrottle(answers[u], 900);
    }
    const shape = (a: Answer) => ({
      status: a.status,
      body: { ...a.json, errors: a.json.errors.map((e: any) => ({ ...e, message: '', extensions: { ...e.extensions, retryAfter: 0 } })) },
    });
    expect(shape(answers[ADMIN.username])).toEqual(shape(answers['no-such-admin']));
    // The same account from another client is not locked.
    expect((await login(direct, '127.0.0.18', ADMIN.username, ADMIN.password)).json.data.login.token).toBeTruthy();
  });
});

describe('configuration', () => {
  it.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['CONTACT_LIMIT', '5'],
    ['LOGIN_FAILURE_LIMIT', '0/15m'],
    ['LOGIN_CLIENT_FAILURE_LIMIT', '50 per 15 minutes'],
    ['THROTTLE_STORE', 'disk'],
    // The embedded database (no DATABASE_URL here) serves one process: a shared store there is a mistake.
    ['THROTTLE_STORE', 'database'],
  ])('%s=%s stops start-up with a one-line error naming it', async (name, value) => {
    await expectStartupRefused({ [name]: value }, name);
  });
});
