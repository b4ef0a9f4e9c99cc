// A person's own account: their name, e-mail address and the back office's language (returned by `me` and at
// sign-in), and their password, changed only with the current one, judged by the password rules (length, guessable,
// personal), ending every other sign-in of the account while this one goes on. Refusals change nothing; no operation
// answers an anonymous caller or a forged token. On a server of its own: the password it changes is the one the
// other files sign in with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNewPassword } from '../../server/modules/auth/password-policy.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const ME = '{ me { id username displayName email language } }';
const UPDATE = 'mutation($input: MyProfileInput!) { updateMyProfile(input: $input) { id displayName email language } }';
const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged';

/** The reason a new password is refused for, or null when it is accepted. */
function refusal(password: string, personal: string[] = []): string | null {
  try {
    checkNewPassword(password, personal);
    return null;
  } catch (error) {
    return (error as { extensions: { reason: string } }).extensions.reason;
  }
}

describe('the password rules', () => {
  it('at least 12 characters, no common, guessable or personal password, and no rule about character classes', () => {
    expect(refusal('kısa-şifre1')).toBe('PASSWORD_TOO_SHORT');
    expect(refusal('x'.repeat(257))).toBe('TOO_LONG');
    for (const common of [
      'password1234',
      'qwertyuiop123',
      '123456789012',
      'aaaaaaaaaaaa',
      'Galatasaray1905',
      'sifre12345678',
      'abcdefghijkl',
    ])
      expect(refusal(common), common).toBe('PASSWORD_GUESSABLE');
    expect(refusal('ayse.kaya.2026!', ['editor', 'Ayşe Kaya', 'ayse.kaya@firma.com.tr'])).toBe('PASSWORD_PERSONAL');
    expect(refusal('FirmaEnerjiMerkezi#2026', ['editor', null as unknown as string, 'ayse@firma.com.tr'])).toBe('PASSWORD_PERSONAL');
    // Lower-case letters only, or a phrase of words: long enough and not guessable is all it takes.
    expect(refusal('mavi kedi tavanda uyuyor')).toBeNull();
    expect(refusal('trafo-sayaç-dört-yüz-on')).toBeNull();
    expect(refusal('zqmvbhtplxkw')).toBeNull();
  });
});

describe('the profile', () => {
  let server: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  let token: string;

  beforeAll(async () => {
    server = await startIsolatedServer();
    url = server.server.url;
    token = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is refused to anonymous callers and forged tokens', async () => {
    for (const as of [undefined, FORGED]) {
      for (const [query, variables] of [
        [UPDATE, { input: { displayName: 'Kimse' } }],
        [CHANGE, { c: ADMIN.password, n: 'mavi kedi tavanda uyuyor' }],
      ] as const) {
        const res = await gql(url, query, variables, as);
        expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
        expect(res.data ?? null).toBeNull();
      }
    }
    expect((await gql(url, ME, {}, token)).data.me).toMatchObject({ displayName: null, email: null, language: 'tr' });
  });

  it('keeps a name, an address (in lower case) and a language, returned by me and at sign-in, and logged', async () => {
    const res = await gql(url, UPDATE, { input: { displayName: '  Ayşe Kaya ', email: 'Ayse.Kaya@Firma.com.TR', language: 'en' } }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMyProfile).toMatchObject({ displayName: 'Ayşe Kaya', email: 'ayse.kaya@firma.com.tr', language: 'en' });
    expect((await gql(url, ME, {}, token)).data.me).toMatchObject({
      displayName: 'Ayşe Kaya',
      email: 'ayse.kaya@firma.com.tr',
      language: 'en',
    });
    const signIn = await gql(url, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { user { language } } }', {
      u: ADMIN.username,
      p: ADMIN.password,
    });
    expect(signIn.data.login.user.language).toBe('en');
    const log = await gql(
      url,
      '{ auditEntries(filter: { entityType: "AdminUser", action: "update" }, take: 1) { fields adminUsername } }',
      {},
      token,
    );
    expect(log.data.auditEntries[0]).toMatchObject({ adminUsername: ADMIN.username });
    expect([...log.data.auditEntries[0].fields].sort()).toEqual(['displayName', 'email', 'language']);

    // Left out: kept; empty: cleared.
    expect((await gql(url, UPDATE, { input: { displayName: '' } }, token)).data.updateMyProfile).toMatchObject({
      displayName: null,
      email: 'ayse.kaya@firma.com.tr',
      language: 'en',
    });
  });

  it('refuses a malformed address or language and changes nothing', async () => {
    const bad = await gql(url, UPDATE, { input: { email: 'not-an-address', displayName: 'Başka' } }, token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email', reason: 'INVALID_EMAIL' });
    const language = await gql(url, UPDATE, { input: { language: 'de' } }, token);
    expect(language.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(url, ME, {}, token)).data.me).toMatchObject({ displayName: null, email: 'ayse.kaya@firma.com.tr', language: 'en' });
  });

  it('changes the password only with the current one and a new one the rules accept; refusals change nothing', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['wrong current', 'not-the-password', 'mavi kedi tavanda uyuyor', 'currentPassword:WRONG_PASSWORD'],
      ['same again', ADMIN.password, ADMIN.password, 'newPassword:PASSWORD_UNCHANGED'],
      ['short', ADMIN.password, 'kisa', 'newPassword:PASSWORD_TOO_SHORT'],
      ['guessable', ADMIN.password, 'password1234', 'newPassword:PASSWORD_GUESSABLE'],
      ['personal', ADMIN.password, 'ayse-kaya-firma-2026', 'newPassword:PASSWORD_PERSONAL'],
    ];
    for (const [label, current, next, expected] of cases) {
      const res = await gql(url, CHANGE, { c: current, n: next }, token);
      const ext = res.errors?.[0]?.extensions;
      expect(`${ext?.field}:${ext?.reason}`, label).toBe(expected);
      expect(ext?.code, label).toBe('BAD_USER_INPUT');
    }
    await expect(loginToken(url, ADMIN.username, ADMIN.password)).resolves.toBeTruthy();
  });

  it('a new password ends every other sign-in of the account, keeps this one, and is logged as a password change', async () => {
    const other = await loginToken(url, ADMIN.username, ADMIN.password);
    const next = 'mavi kedi tavanda uyuyor';
    const res = await gql(url, CHANGE, { c: ADMIN.password, n: next }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data.changePassword).toBe(true);
    expect((await gql(url, ME, {}, token)).data?.me?.username).toBe(ADMIN.username);
    expect((await gql(url, ME, {}, other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(loginToken(url, ADMIN.username, ADMIN.password)).rejects.toThrow();
    await expect(loginToken(url, ADMIN.username, next)).resolves.toBeTruthy();
    const log = await gql(
      url,
      '{ auditEntries(filter: { entityType: "AdminUser", action: "password" }, take: 1) { fields adminUsername } }',
      {},
      token,
    );
    expect(log.data.auditEntries).toEqual([{ fields: ['passwordHash'], adminUsername: ADMIN.username }]);
  });

  it('lists the sign-ins in force (browser, system, address, this one first), ends one, then all the others', async () => {
    const SESSIONS = '{ mySessions { id current createdAt lastSeenAt browser system address } }';
    // The sign-ins still in force from the tests above (this one, and the new password's check).
    const before = (await gql(url, SESSIONS, {}, token)).data.mySessions.length;
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const signIn = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': firefox },
      body: JSON.stringify({
        query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        variables: { u: ADMIN.username, p: 'mavi kedi tavanda uyuyor' },
      }),
    });
    const other = ((await signIn.json()) as { data: { login: { token: string } } }).data.login.token;
    const { mySessions } = (await gql(url, SESSIONS, {}, token)).data;
    expect(mySessions).toHaveLength(before + 1);
    expect(mySessions[0]).toMatchObject({ current: true, address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(mySessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const theirs = mySessions.find((s: { browser: string | null }) => s.browser === 'Firefox 133');
    expect(theirs).toMatchObject({ current: false, system: 'Windows 10' });
    expect(new Date(theirs.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Seen from the other sign-in, that one is the current one.
    const seen = (await gql(url, SESSIONS, {}, other)).data.mySessions;
    expect(seen[0]).toMatchObject({ id: theirs.id, current: true });

    const unknown = await gql(
      url,
      'mutation($id: String!) { revokeSession(id: $id) }',
      { id: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const ended = await gql(url, 'mutation($id: String!) { revokeSession(id: $id) }', { id: theirs.id }, token);
    expect(ended.data.revokeSession).toBe(true);
    expect((await gql(url, ME, {}, other)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(url, SESSIONS, {}, token)).data.mySessions).toHaveLength(before);

    const third = await loginToken(url, ADMIN.username, 'mavi kedi tavanda uyuyor');
    expect((await gql(url, 'mutation { revokeOtherSessions }', {}, token)).data.revokeOtherSessions).toBe(before);
    expect((await gql(url, ME, {}, third)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(url, SESSIONS, {}, token)).data.mySessions).toEqual([expect.objectContaining({ current: true })]);
  });
});
