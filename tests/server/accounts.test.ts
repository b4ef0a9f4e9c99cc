// A team in the back office: a colleague invited by mail (a link good once, for 72 hours) chooses a username and
// password and is signed in; accounts are switched off (their sessions end at once, on every process) but never the
// last active one; a forgotten password is replaced through a mailed link (30 minutes, once) that only an active
// account's address receives, with the same answer for any address; two-factor sign-in by authenticator app (a code
// once, within one step either side, recovery codes once), required for everyone with REQUIRE_TWO_FACTOR=on; the old
// REST sign-in refuses accounts with two-factor sign-in. No operation answers an anonymous caller or a forged token.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { linkIn, Mailbox, tokenOf } from '../helpers/mailbox.js';
import { rest } from '../helpers/rest.js';
import { SoftAuthenticator } from '../helpers/soft-authenticator.js';
import { ADMIN, startIsolatedServer, startProcesses } from '../helpers/server.js';

const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged';
const USERS = '{ adminUsers { id username email displayName status twoFactorEnabled lastLoginAt language } }';
const INVITE = 'mutation($input: InviteAdminUserInput!) { inviteAdminUser(input: $input) { id email displayName status language } }';
const DISABLE = 'mutation($id: Int!, $d: Boolean!) { setAdminUserDisabled(id: $id, disabled: $d) { id status } }';
const INVITATION = 'query($t: String!) { invitation(token: $t) { email displayName } }';
const ACCEPT =
  'mutation($t: String!, $u: String!, $p: String!) { acceptInvite(token: $t, username: $u, password: $p) { token user { id username status } } }';
const LOGIN =
  'mutation($u: String!, $p: String!, $o: String) { login(username: $u, password: $p, otp: $o) { token user { id username twoFactorEnabled } } }';
const REQUEST_RESET = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const RESET_LINK = 'query($t: String!) { passwordResetLink(token: $t) }';
const RESET = 'mutation($t: String!, $n: String!) { resetPassword(token: $t, newPassword: $n) }';
const START_TOTP = 'mutation($s: String) { startTotpSetup(setupToken: $s) { secret otpauthUri } }';
const CONFIRM_TOTP = 'mutation($c: String!, $s: String) { confirmTotpSetup(code: $c, setupToken: $s) { recoveryCodes login { token } } }';
const DISABLE_TOTP = 'mutation($c: String!) { disableTotp(code: $c) }';
const ME = '{ me { id username twoFactorEnabled status } }';

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Waits into a fresh time step when the current one is about to end, so two codes of "now" are of one step. */
async function awayFromStepEnd() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

const codeOf = (res: { errors?: Array<{ extensions?: { code?: string; reason?: string } }> }) => res.errors?.[0]?.extensions?.code;
const reasonOf = (res: { errors?: Array<{ extensions?: { code?: string; reason?: string } }> }) => res.errors?.[0]?.extensions?.reason;

describe('accounts', () => {
  const mailbox = new Mailbox();
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  let admin: string;

  beforeAll(async () => {
    await mailbox.start();
    handle = await startIsolatedServer({
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'site@example.com',
      MAIL_RETRY_DELAY: '200ms',
      // Every test here comes from one address: the per-client budget is checked on its own below.
      PASSWORD_RESET_CLIENT_LIMIT: '40/15m',
    });
    url = handle.server.url;
    admin = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await handle?.stop();
    await mailbox.stop();
  });

  /** Invites `email` and answers the link its mail carries. */
  async function invite(email: string, extra: Record<string, unknown> = {}, count = 1) {
    const res = await gql(url, INVITE, { input: { email, role: 'ADMINISTRATOR', ...extra } }, admin);
    expect(res.errors).toBeUndefined();
    return { user: res.data.inviteAdminUser, link: linkIn(await mailbox.latest(email, count), 'invite') };
  }

  it('are refused to anonymous callers and forged tokens', async () => {
    for (const as of [undefined, FORGED]) {
      for (const [query, variables] of [
        [USERS, {}],
        [INVITE, { input: { email: 'x@example.com', role: 'EDITOR' } }],
        [DISABLE, { id: 1, d: true }],
        [START_TOTP, {}],
        [CONFIRM_TOTP, { c: '123456' }],
        [DISABLE_TOTP, { c: '123456' }],
        ['{ recoveryCodesLeft }', {}],
        ['{ myPasskeys { id } }', {}],
        ['mutation { startPasskeyRegistration { challengeId } }', {}],
        ['mutation { finishPasskeyRegistration(challengeId: "x", response: "{}", name: "x") { id } }', {}],
        ['mutation { deletePasskey(id: "x") }', {}],
      ] as const) {
        const res = await gql(url, query, variables, as);
        expect(codeOf(res), query).toBe('UNAUTHENTICATED');
        expect(res.data ?? null, query).toBeNull();
      }
      // A setup token that is not one is no way in either.
      expect(codeOf(await gql(url, START_TOTP, { s: FORGED }, as))).toBe('UNAUTHENTICATED');
    }
    // The public ones want a link: a forged one changes nothing.
    expect(reasonOf(await gql(url, ACCEPT, { t: 'A'.repeat(43), u: 'kimse', p: 'mavi kedi tavanda uyuyor' }))).toBe('LINK_UNKNOWN');
    expect(reasonOf(await gql(url, RESET, { t: FORGED, n: 'mavi kedi tavanda uyuyor' }))).toBe('LINK_UNKNOWN');
    expect((await gql(url, USERS, {}, admin)).data.adminUsers).toHaveLength(1);
  });

  it('invites a colleague by mail, in their language; the link works once and signs them in', async () => {
    const { user, link } = await invite('Deniz.Aydin@Example.com', { displayName: 'Deniz Aydın', language: 'en' });
    expect(user).toMatchObject({ email: 'deniz.aydin@example.com', status: 'INVITED', language: 'en' });
    const mail = await mailbox.latest('deniz.aydin@example.com');
    expect(mail.subject).toBe('You are invited to the Enerji Teknoloji back office');
    expect(mail.text).toContain('Hello Deniz Aydın,');
    expect(mail.text).toContain('72 hours');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.language).toBe('en');
    expect(link.startsWith(`${url.replace('127.0.0.1', 'localhost')}/admin/invite/`) || link.includes('/admin/invite/')).toBe(true);
    // Only the link's hash is kept, and the mail's link is gone once sent.
    const token = tokenOf(link);
    const stored = await handle.sql('select token_hash from account_token');
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const outbox = await handle.sql('select mail_status, sealed_link from account_mail');
    expect(outbox.rows).toEqual([{ mail_status: 'sent', sealed_link: null }]);

    expect((await gql(url, INVITATION, { t: token })).data.invitation).toEqual({
      email: 'deniz.aydin@example.com',
      displayName: 'Deniz Aydın',
    });
    // Not signed in yet: the invited account has no password.
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: 'mavi kedi tavanda uyuyor' }))).toBe('INVALID_CREDENTIALS');
    // The password rules apply, and a username of another account is taken; neither uses the link.
    expect(reasonOf(await gql(url, ACCEPT, { t: token, u: 'deniz', p: 'password1234' }))).toBe('PASSWORD_GUESSABLE');
    expect(reasonOf(await gql(url, ACCEPT, { t: token, u: ADMIN.username, p: 'mavi kedi tavanda uyuyor' }))).toBe('USERNAME_TAKEN');
    expect(reasonOf(await gql(url, ACCEPT, { t: token, u: 'a b', p: 'mavi kedi tavanda uyuyor' }))).toBe('INVALID_USERNAME');
    const accepted = await gql(url, ACCEPT, { t: token, u: 'deniz', p: 'mavi kedi tavanda uyuyor' });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptInvite.user).toMatchObject({ username: 'deniz', status: 'ACTIVE' });
    expect((await gql(url, ME, {}, accepted.data.acceptInvite.token)).data.me.username).toBe('deniz');
    // Once.
    const again = await gql(url, ACCEPT, { t: token, u: 'deniz2', p: 'mavi kedi tavanda uyuyor' });
    expect([codeOf(again), reasonOf(again)]).toEqual(['INVALID_LINK', 'LINK_USED']);
    expect(reasonOf(await gql(url, INVITATION, { t: token }))).toBe('LINK_USED');
    await loginToken(url, 'deniz', 'mavi kedi tavanda uyuyor');
  });

  it('refuses an expired invitation, and a new one replaces the earlier link; an address of an account is taken', async () => {
    const first = await invite('late@example.com');
    const second = await invite('late@example.com', {}, 2);
    expect(reasonOf(await gql(url, INVITATION, { t: tokenOf(first.link) }))).toBe('LINK_USED');
    await handle.sql(`update account_token set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await gql(url, ACCEPT, { t: tokenOf(second.link), u: 'late', p: 'mavi kedi tavanda uyuyor' });
    expect([codeOf(expired), reasonOf(expired)]).toEqual(['INVALID_LINK', 'LINK_EXPIRED']);
    // Mailed in the inviter's language (Turkish) when none is chosen.
    expect((await mailbox.latest('late@example.com', 2)).subject).toBe('Enerji Teknoloji yönetim paneline davet edildiniz');
    expect(reasonOf(await gql(url, INVITE, { input: { email: 'deniz.aydin@example.com', role: 'EDITOR' } }, admin))).toBe('EMAIL_TAKEN');
    expect(reasonOf(await gql(url, INVITE, { input: { email: 'not an address', role: 'EDITOR' } }, admin))).toBe('INVALID_EMAIL');
  });

  it('switches an account off (its sessions end at once) and on; the last active one cannot be', async () => {
    const deniz = await loginToken(url, 'deniz', 'mavi kedi tavanda uyuyor');
    const users = (await gql(url, USERS, {}, admin)).data.adminUsers as Array<{ id: number; username: string; status: string }>;
    const denizId = users.find((u) => u.username === 'deniz')!.id;
    const adminId = users.find((u) => u.username === ADMIN.username)!.id;
    expect((await gql(url, DISABLE, { id: denizId, d: true }, admin)).data.setAdminUserDisabled.status).toBe('DISABLED');
    expect(codeOf(await gql(url, ME, {}, deniz))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: 'mavi kedi tavanda uyuyor' }))).toBe('ACCOUNT_DISABLED');
    // The administrator is now the only active one.
    const last = await gql(url, DISABLE, { id: adminId, d: true }, admin);
    expect(codeOf(last)).toBe('LAST_ADMINISTRATOR');
    expect((await gql(url, ME, {}, admin)).data.me.status).toBe('ACTIVE');
    expect((await gql(url, DISABLE, { id: denizId, d: false }, admin)).data.setAdminUserDisabled.status).toBe('ACTIVE');
    await loginToken(url, 'deniz', 'mavi kedi tavanda uyuyor');
    expect(codeOf(await gql(url, DISABLE, { id: 99999, d: true }, admin))).toBe('NOT_FOUND');
  });

  it('resets a forgotten password by mail: the same answer for any address, a link once, for 30 minutes', async () => {
    await gql(url, 'mutation { updateMyProfile(input: { email: "admin@example.com" }) { id } }', {}, admin);
    const before = mailbox.mails.length;
    for (const email of ['nobody@example.com', 'late@example.com']) {
      const res = await gql(url, REQUEST_RESET, { e: email });
      expect(res).toEqual({ data: { requestPasswordReset: true } });
    }
    const res = await gql(url, REQUEST_RESET, { e: 'Admin@Example.com' });
    expect(res).toEqual({ data: { requestPasswordReset: true } });
    const mail = await mailbox.latest('admin@example.com');
    // Neither the unknown address nor the invited one got a mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.mails.length).toBe(before + 1);
    expect(mail.subject).toBe('Enerji Teknoloji yönetim paneli: şifre sıfırlama');
    expect(mail.text).toContain('30 dakika');
    const token = tokenOf(linkIn(mail, 'reset-password'));
    expect((await gql(url, RESET_LINK, { t: token })).data.passwordResetLink).toBe(true);
    expect(reasonOf(await gql(url, RESET, { t: token, n: 'qwerty123456' }))).toBe('PASSWORD_GUESSABLE');
    const other = await loginToken(url, ADMIN.username, ADMIN.password);
    expect((await gql(url, RESET, { t: token, n: 'yeni bir şifre seçtim bugün' })).data.resetPassword).toBe(true);
    // Every session of the account has ended; the new password signs in, the old one does not.
    for (const t of [admin, other]) expect(codeOf(await gql(url, ME, {}, t))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(url, LOGIN, { u: ADMIN.username, p: ADMIN.password }))).toBe('INVALID_CREDENTIALS');
    admin = await loginToken(url, ADMIN.username, 'yeni bir şifre seçtim bugün');
    expect(reasonOf(await gql(url, RESET, { t: token, n: 'başka bir şifre daha seçtim' }))).toBe('LINK_USED');
    // An expired link.
    await gql(url, REQUEST_RESET, { e: 'admin@example.com' });
    const later = tokenOf(linkIn(await mailbox.latest('admin@example.com', 2), 'reset-password'));
    await handle.sql(`update account_token set expires_at = now() - interval '1 second' where used_at is null`);
    expect(reasonOf(await gql(url, RESET, { t: later, n: 'başka bir şifre daha seçtim' }))).toBe('LINK_EXPIRED');
    // Back to the password the other files use.
    await gql(
      url,
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: 'yeni bir şifre seçtim bugün', n: ADMIN.password + '-x' },
      admin,
    );
  });

  it('limits reset requests per address, and per client whatever the addresses', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(codeOf(await gql(url, REQUEST_RESET, { e: 'limit@example.com' })));
    expect(answers).toEqual([undefined, undefined, undefined, 'TOO_MANY_ATTEMPTS']);
    const spread = [];
    for (let i = 0; i < 45; i += 1) spread.push(codeOf(await gql(url, REQUEST_RESET, { e: `limit${i}@example.com` })));
    expect(spread.at(-1)).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(await gql(url, RESET, { t: 'A'.repeat(43), n: 'mavi kedi tavanda uyuyor' }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('two-factor sign-in: set up with a code, then asked at sign-in; a code once, recovery codes once', async () => {
    const password = 'mavi kedi tavanda uyuyor';
    const deniz = await loginToken(url, 'deniz', password);
    const setup = (await gql(url, START_TOTP, {}, deniz)).data.startTotpSetup;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Enerji%20Teknoloji:deniz\?/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    // The key is kept sealed, never as given.
    const stored = await handle.sql(`select totp_pending_secret from admin_user where username = 'deniz'`);
    expect(stored.rows[0].totp_pending_secret).not.toContain(setup.secret);
    expect(codeOf(await gql(url, CONFIRM_TOTP, { c: codeFor(setup.secret, 5) }, deniz))).toBe('INVALID_OTP');
    await awayFromStepEnd();
    const confirmed = await gql(url, CONFIRM_TOTP, { c: codeFor(setup.secret) }, deniz);
    expect(confirmed.errors).toBeUndefined();
    const codes: string[] = confirmed.data.confirmTotpSetup.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await gql(url, '{ recoveryCodesLeft }', {}, deniz)).data.recoveryCodesLeft).toBe(10);

    // Without a code, with a wrong one, and the code just used (the same time step): refused.
    const without = await gql(url, LOGIN, { u: 'deniz', p: password });
    expect(codeOf(without)).toBe('TOTP_REQUIRED');
    expect(without.data ?? null).toBeNull();
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: 'wrong password!', o: codeFor(setup.secret) }))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: '000000' === codeFor(setup.secret) ? '111111' : '000000' }))).toBe(
      'INVALID_OTP',
    );
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: codeFor(setup.secret) }))).toBe('INVALID_OTP');
    // The next step's code (a phone's clock ahead) is accepted once; then not again, nor an older step's.
    const ahead = await gql(url, LOGIN, { u: 'deniz', p: password, o: codeFor(setup.secret, 1) });
    expect(ahead.errors).toBeUndefined();
    expect(ahead.data.login.user.twoFactorEnabled).toBe(true);
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: codeFor(setup.secret, 1) }))).toBe('INVALID_OTP');
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: codeFor(setup.secret) }))).toBe('INVALID_OTP');
    // Two steps away is outside the window.
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: codeFor(setup.secret, 3) }))).toBe('INVALID_OTP');

    // A recovery code, typed in upper case with spaces, once.
    const recovery = codes[0].toUpperCase().replace(/-/g, ' ');
    expect((await gql(url, LOGIN, { u: 'deniz', p: password, o: recovery })).errors).toBeUndefined();
    expect(codeOf(await gql(url, LOGIN, { u: 'deniz', p: password, o: codes[0] }))).toBe('INVALID_OTP');
    expect((await gql(url, '{ recoveryCodesLeft }', {}, deniz)).data.recoveryCodesLeft).toBe(9);

    // The old REST sign-in cannot ask for a code: it refuses the account, saying why.
    const old = await rest(url, 'POST', '/api/login', { username: 'deniz', password });
    expect(old.status).toBe(401);
    expect(old.json).toMatchObject({ success: false, token: null, code: 'TOTP_REQUIRED' });
    expect(old.json.error).toBe('Bu hesapta iki adımlı doğrulama açık: yönetim panelinin giriş sayfasından giriş yapın.');

    // Turned off with a recovery code; then a password alone signs in again.
    expect(codeOf(await gql(url, DISABLE_TOTP, { c: 'aaaa-bbbb-cccc-dddd' }, deniz))).toBe('INVALID_OTP');
    expect((await gql(url, DISABLE_TOTP, { c: codes[1] }, deniz)).data.disableTotp).toBe(true);
    expect((await gql(url, LOGIN, { u: 'deniz', p: password })).errors).toBeUndefined();
    expect((await gql(url, '{ recoveryCodesLeft }', {}, deniz)).data.recoveryCodesLeft).toBe(0);
  });

  it('the log names the person for sign-ins, failed codes, two-factor changes, invitations and resets', async () => {
    const entries = (
      await gql(
        url,
        '{ auditEntries(take: 200) { adminUsername action entityName fields } }',
        {},
        await loginToken(url, ADMIN.username, ADMIN.password + '-x'),
      )
    ).data.auditEntries as Array<{ adminUsername: string | null; action: string; fields: string[] }>;
    const actions = (who: string) => new Set(entries.filter((e) => e.adminUsername === who).map((e) => e.action));
    expect([...actions('deniz')]).toEqual(expect.arrayContaining(['join', 'login', 'login_failed', 'two_factor']));
    expect([...actions(ADMIN.username)]).toEqual(expect.arrayContaining(['invite', 'update', 'password_reset', 'login']));
    expect(entries.filter((e) => e.action === 'two_factor' && e.adminUsername === 'deniz').map((e) => e.fields[0])).toEqual(
      expect.arrayContaining(['twoFactorEnabled', 'twoFactorDisabled']),
    );
  });
});

describe('passkeys', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  let admin: string;
  const START = 'mutation { startPasskeyRegistration { challengeId optionsJson } }';
  const FINISH =
    'mutation($c: String!, $r: String!, $n: String!) { finishPasskeyRegistration(challengeId: $c, response: $r, name: $n) { id name } }';
  const SIGN_IN_START = 'mutation { startPasskeySignIn { challengeId optionsJson } }';
  const SIGN_IN = 'mutation($c: String!, $r: String!) { passkeySignIn(challengeId: $c, response: $r) { token user { username } } }';

  beforeAll(async () => {
    handle = await startIsolatedServer();
    url = handle.server.url;
    admin = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await handle?.stop();
  });

  it('registers one for the signed-in person and signs them in with it, without a password', async () => {
    // The site's address (PUBLIC_URL, here its default) is the passkey's origin.
    const origin = url.replace('127.0.0.1', 'localhost');
    const authenticator = new SoftAuthenticator(origin);
    const start = (await gql(url, START, {}, admin)).data.startPasskeyRegistration;
    expect(JSON.parse(start.optionsJson)).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { userVerification: 'required' },
    });
    const response = authenticator.register(start.optionsJson);
    expect(reasonOf(await gql(url, FINISH, { c: start.challengeId, r: response, n: '' }, admin))).toBe('REQUIRED');
    const added = await gql(url, FINISH, { c: start.challengeId, r: response, n: 'Dizüstü' }, admin);
    expect(added.errors).toBeUndefined();
    // A challenge answers once.
    expect(reasonOf(await gql(url, FINISH, { c: start.challengeId, r: response, n: 'Yine' }, admin))).toBe('PASSKEY_EXPIRED');
    expect((await gql(url, '{ myPasskeys { id name lastUsedAt } }', {}, admin)).data.myPasskeys).toEqual([
      { id: added.data.finishPasskeyRegistration.id, name: 'Dizüstü', lastUsedAt: null },
    ]);

    const challenge = (await gql(url, SIGN_IN_START)).data.startPasskeySignIn;
    const answer = authenticator.authenticate(challenge.optionsJson);
    const signedIn = await gql(url, SIGN_IN, { c: challenge.challengeId, r: answer });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.passkeySignIn.user.username).toBe(ADMIN.username);
    expect((await gql(url, ME, {}, signedIn.data.passkeySignIn.token)).data.me.username).toBe(ADMIN.username);
    // The same answer again (a replay) is refused: its challenge is used up.
    expect(codeOf(await gql(url, SIGN_IN, { c: challenge.challengeId, r: answer }))).toBe('INVALID_CREDENTIALS');

    // An answer from another site's page is refused.
    const elsewhere = new SoftAuthenticator('https://evil.example');
    const start2 = (await gql(url, START, {}, admin)).data.startPasskeyRegistration;
    expect(reasonOf(await gql(url, FINISH, { c: start2.challengeId, r: elsewhere.register(start2.optionsJson), n: 'Kötü' }, admin))).toBe(
      'PASSKEY_REFUSED',
    );

    // Removed, it signs nobody in.
    const id = added.data.finishPasskeyRegistration.id;
    expect((await gql(url, 'mutation($id: String!) { deletePasskey(id: $id) }', { id }, admin)).data.deletePasskey).toBe(true);
    const challenge2 = (await gql(url, SIGN_IN_START)).data.startPasskeySignIn;
    expect(codeOf(await gql(url, SIGN_IN, { c: challenge2.challengeId, r: authenticator.authenticate(challenge2.optionsJson) }))).toBe(
      'INVALID_CREDENTIALS',
    );
  });
});

describe('REQUIRE_TWO_FACTOR=on', () => {
  it('signs an account without it in only by setting it up', async () => {
    const handle = await startIsolatedServer({ REQUIRE_TWO_FACTOR: 'on' });
    try {
      const url = handle.server.url;
      const refused = await gql(url, LOGIN, { u: ADMIN.username, p: ADMIN.password });
      expect(codeOf(refused)).toBe('TWO_FACTOR_SETUP_REQUIRED');
      const setupToken = (refused.errors![0].extensions as { setupToken: string }).setupToken;
      // The grant is no sign-in token.
      expect(codeOf(await gql(url, ME, {}, setupToken))).toBe('UNAUTHENTICATED');
      const setup = (await gql(url, START_TOTP, { s: setupToken })).data.startTotpSetup;
      await awayFromStepEnd();
      const confirmed = await gql(url, CONFIRM_TOTP, { c: codeFor(setup.secret), s: setupToken });
      expect(confirmed.errors).toBeUndefined();
      const token = confirmed.data.confirmTotpSetup.login.token;
      expect((await gql(url, ME, {}, token)).data.me).toMatchObject({ username: ADMIN.username, twoFactorEnabled: true });
      // Used up: set up already.
      expect(codeOf(await gql(url, START_TOTP, { s: setupToken }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(url, LOGIN, { u: ADMIN.username, p: ADMIN.password }))).toBe('TOTP_REQUIRED');
    } finally {
      await handle.stop();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)('a disabled account across two processes', () => {
  it('has its sessions refused at once by the other process', async () => {
    const mailbox = await new Mailbox().start();
    const { servers, stop } = await startProcesses(2, { SMTP_URL: mailbox.url, MAIL_FROM: 'site@example.com' });
    try {
      const [a, b] = servers as unknown as [{ url: string }, { url: string }];
      let admin = await loginToken(a.url, ADMIN.username, ADMIN.password);
      const invited = await gql(a.url, INVITE, { input: { email: 'two@example.com', role: 'ADMINISTRATOR' } }, admin);
      const token = tokenOf(linkIn(await mailbox.latest('two@example.com'), 'invite'));
      const accepted = await gql(b.url, ACCEPT, { t: token, u: 'iki', p: 'mavi kedi tavanda uyuyor' });
      const session = accepted.data.acceptInvite.token as string;
      // A session is the deployment's, not one process's.
      expect((await gql(b.url, ME, {}, session)).data.me.username).toBe('iki');
      expect((await gql(a.url, ME, {}, session)).data.me.username).toBe('iki');
      // The two of them switch each other off at the same moment, on two processes: one wins, the other finds itself
      // the last active account (or its session already ended); one account stays active whatever the order.
      const adminId = (await gql(a.url, ME, {}, admin)).data.me.id as number;
      const ikiId = invited.data.inviteAdminUser.id as number;
      const both = await Promise.all([
        gql(a.url, DISABLE, { id: ikiId, d: true }, admin),
        gql(b.url, DISABLE, { id: adminId, d: true }, session),
      ]);
      const won = both.filter((r) => r.data?.setAdminUserDisabled?.status === 'DISABLED');
      expect(won).toHaveLength(1);
      expect(both.map(codeOf).filter(Boolean)).toEqual([expect.stringMatching(/^(LAST_ADMINISTRATOR|UNAUTHENTICATED)$/)]);
      const survivor = both[0] === won[0] ? admin : session;
      const users = (await gql(a.url, USERS, {}, survivor)).data.adminUsers as Array<{ status: string }>;
      expect(users.filter((u) => u.status === 'ACTIVE')).toHaveLength(1);
      if (survivor === session) {
        // iki won: the administrator is switched back on and switches iki off.
        await gql(a.url, DISABLE, { id: adminId, d: false }, session);
        admin = await loginToken(a.url, ADMIN.username, ADMIN.password);
        await gql(a.url, DISABLE, { id: ikiId, d: true }, admin);
      }
      // iki is off: its session is refused at once by both processes.
      expect(codeOf(await gql(b.url, ME, {}, session))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(a.url, ME, {}, session))).toBe('UNAUTHENTICATED');
    } finally {
      await stop();
      await mailbox.stop();
    }
  }, 180_000);
});
