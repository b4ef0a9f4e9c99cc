import { strFromU8, unzipSync } from 'fflate';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, freePort, startIsolatedServer } from '../helpers/server.js';

const SEND = 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }';
const MESSAGES =
  '{ contactMessages(take: 100) { id name email phone subject sourcePage status mailStatus mailAttempts mailNextAttemptAt mailedAt mailError } }';
/** Mails the SMTP server accepted, with their Message-ID. */
const received: Array<{ messageId: string; data: string }> = [];
/** What the SMTP server answers a mail whose Reply-To is this address: a 4xx (try later) or 5xx (never) refusal. */
const refusals: Record<string, { code: number; times: number }> = {
  'busy@example.com': { code: 451, times: 2 },
  'overloaded@example.com': { code: 451, times: Infinity },
  'unknown@example.com': { code: 550, times: Infinity },
};
let smtp: SMTPServer | undefined;
let smtpPort: number;
let handle: Awaited<ReturnType<typeof startIsolatedServer>>;

function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        const refusal = Object.entries(refusals).find(([address]) => data.includes(address))?.[1];
        if (refusal && refusal.times > 0) {
          refusal.times -= 1;
          return done(
            Object.assign(new Error(refusal.code === 451 ? 'Try again later' : 'No such mailbox'), { responseCode: refusal.code }),
          );
        }
        received.push({ messageId: /^Message-ID: (.+)$/im.exec(data)?.[1]?.trim() ?? '', data });
        done();
      });
    },
  });
  return new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

beforeAll(async () => {
  smtpPort = await freePort();
  await startSmtp();
  handle = await startIsolatedServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TO: 'sales@example.com',
    MAIL_FROM: 'site@example.com',
    // Retries after 0.2, 0.4, 0.8, 1.6 and 3.2 s: six attempts in all.
    MAIL_RETRY_DELAY: '200ms',
    MAIL_MAX_ATTEMPTS: '6',
  });
});

afterAll(async () => {
  await handle?.stop();
  await stopSmtp();
});

let adminToken: Promise<string> | undefined;
async function messagesOf(email: string) {
  const token = await (adminToken ??= loginToken(handle.server.url, ADMIN.username, ADMIN.password));
  return ((await gql(handle.server.url, MESSAGES, {}, token)).data.contactMessages as any[]).filter((m) => m.email === email);
}
const mailsTo = (email: string) => received.filter((m) => m.data.includes(email));
/** A mail's plain text, decoded from the transfer encoding nodemailer chose (base64 or quoted-printable). */
function textOf(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const [head, body] = [data.slice(0, split), data.slice(split + 4)];
  if (/^Content-Transfer-Encoding: base64/im.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(head)) return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/\r\n/g, '\n')
    .split(/(=[0-9A-F]{2})/)
    .flatMap((part) => (/^=[0-9A-F]{2}$/.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'utf8')]));
  return Buffer.from(bytes).toString('utf8');
}

describe('contact messages', () => {
  it('are stored and answered at once, then mailed over real SMTP from the outbox, once', async () => {
    const res = await gql(handle.server.url, SEND, {
      input: {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        subject: 'Teklif talebi: EA-300',
        page: '/products/ea-300?lang=en#iletisim',
      },
    });
    expect(res.data.sendContactMessage).toEqual({ status: 'success' });
    await expect.poll(() => mailsTo('ayse@example.com').length, { timeout: 10_000 }).toBe(1);
    const [mail] = mailsTo('ayse@example.com');
    expect(mail.data).toContain('sales@example.com');
    // The page it came from, without its fragment.
    expect(textOf(mail.data)).toContain('Sayfa / Page: /products/ea-300?lang=en\n');
    // The same Message-ID on every attempt: a mail the recipient gets twice (after a crash) is one mail in their client.
    expect(mail.messageId).toMatch(/^<contact-[0-9a-f-]{36}@example\.com>$/);
    await expect.poll(async () => (await messagesOf('ayse@example.com'))[0]?.mailStatus).toBe('sent');
    const [stored] = await messagesOf('ayse@example.com');
    expect(stored).toMatchObject({
      name: 'Ayşe Yılmaz',
      subject: 'Teklif talebi: EA-300',
      sourcePage: '/products/ea-300?lang=en',
      status: 'NEW',
      mailAttempts: 1,
      mailError: null,
      mailNextAttemptAt: null,
    });
    expect(Date.parse(stored.mailedAt)).toBeGreaterThan(Date.now() - 60_000);

    const token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    const one = await gql(handle.server.url, 'query($id: Int!) { contactMessage(id: $id) { name subject } }', { id: stored.id }, token);
    expect(one.data.contactMessage).toEqual({ name: 'Ayşe Yılmaz', subject: 'Teklif talebi: EA-300' });
    expect((await gql(handle.server.url, '{ contactMessage(id: 999999) { id } }', {}, token)).data.contactMessage).toBeNull();
    const anonymous = await gql(handle.server.url, 'query($id: Int!) { contactMessage(id: $id) { name } }', { id: stored.id });
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('reject invalid input with the field and reason, storing nothing', async () => {
    const token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    const count = async () => (await gql(handle.server.url, '{ contactMessageCount }', {}, token)).data.contactMessageCount;
    const before = await count();
    const cases: Array<[Record<string, string | boolean>, string, string]> = [
      [{ name: ' ', email: 'a@b.co', subject: 'x' }, 'name', 'REQUIRED'],
      [{ name: 'A', email: '', subject: 'x' }, 'email', 'REQUIRED'],
      [{ name: 'A', email: 'not-an-email', subject: 'x' }, 'email', 'INVALID_EMAIL'],
      [{ name: 'A', email: 'a@b.co', subject: '   ' }, 'subject', 'REQUIRED'],
      [{ name: 'A', email: 'a@b.co', subject: 'x', consent: false }, 'consent', 'CONSENT_REQUIRED'],
    ];
    for (const [input, field, reason] of cases) {
      const res = await gql(handle.server.url, SEND, { input });
      expect(res.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    expect(await count()).toBe(before);
  });

  it('wait in the outbox while the mail server is down, and are each delivered once when it returns', async () => {
    await stopSmtp();
    const emails = ['can@example.com', 'deniz@example.com', 'ece@example.com'];
    const started = Date.now();
    for (const email of emails) {
      const res = await gql(handle.server.url, SEND, { input: { name: 'Can', email, subject: 'Merhaba' } });
      expect(res.data.sendContactMessage).toEqual({ status: 'success' });
    }
    // The visitor does not wait for the mail server.
    expect(Date.now() - started).toBeLessThan(5_000);
    // Retried with a growing wait, the inbox telling why it has not gone.
    await expect.poll(async () => (await messagesOf('can@example.com'))[0]?.mailAttempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [waiting] = await messagesOf('can@example.com');
    expect(waiting).toMatchObject({ mailStatus: 'pending', mailedAt: null });
    expect(waiting.mailError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(waiting.mailNextAttemptAt)).toBeGreaterThan(Date.now() - 5_000);

    await startSmtp();
    for (const email of emails) await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    for (const email of emails) await expect.poll(async () => (await messagesOf(email))[0]?.mailStatus).toBe('sent');
    // Nothing comes twice later either.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('are retried after a refusal for now (4xx), given up after a final one (5xx) or after MAIL_MAX_ATTEMPTS', async () => {
    for (const email of Object.keys(refusals)) {
      expect(
        (await gql(handle.server.url, SEND, { input: { name: 'Refusal', email, subject: 'Deneme' } })).data.sendContactMessage.status,
      ).toBe('success');
    }
    await expect.poll(async () => (await messagesOf('busy@example.com'))[0]?.mailStatus, { timeout: 15_000 }).toBe('sent');
    expect((await messagesOf('busy@example.com'))[0].mailAttempts).toBe(3);
    expect(mailsTo('busy@example.com')).toHaveLength(1);

    await expect.poll(async () => (await messagesOf('unknown@example.com'))[0]?.mailStatus).toBe('failed');
    const [unknown] = await messagesOf('unknown@example.com');
    expect(unknown).toMatchObject({ mailStatus: 'failed', mailAttempts: 1, mailNextAttemptAt: null });
    expect(unknown.mailError).toContain('550');

    await expect.poll(async () => (await messagesOf('overloaded@example.com'))[0]?.mailStatus, { timeout: 20_000 }).toBe('failed');
    expect((await messagesOf('overloaded@example.com'))[0]).toMatchObject({ mailAttempts: 6, mailNextAttemptAt: null });
    expect(mailsTo('overloaded@example.com')).toHaveLength(0);
  });
});

describe("POST /mail, the old site's contact call (on the shared server)", () => {
  const url = inject('serverUrl');

  it('POST /mail stores the message and answers { status, message }', async () => {
    const ok = await rest(url, 'POST', '/mail', {
      name: 'Ali Veli',
      email: 'ali@example.com',
      phone: 'Web sitesi iletişim formu',
      subject: 'Fiyat',
    });
    expect(ok.json).toEqual({ status: 'success', message: 'Mesajınız başarıyla gönderildi!' });
    // English is asked for with ?lang: Accept-Language is ignored on purpose (server/common/language.ts).
    const bad = await fetch(`${url}/mail?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'x@y.z', subject: 's' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 'error', message: 'Full name is required', field: 'name' });
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const list = await gql(url, '{ contactMessages(take: 5) { name phone consentAt } }', {}, token);
    // The old call names no consent: kept, marked as sent without it.
    expect(list.data.contactMessages).toContainEqual({ name: 'Ali Veli', phone: 'Web sitesi iletişim formu', consentAt: null });
  });

  it("a form the browser sends itself (no page script) is answered with a page: the spec's errors around what was typed, else a redirect back; other callers keep their JSON", async () => {
    const post = (fields: Record<string, string>, query = '', accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
      fetch(`${url}/mail${query}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
        body: new URLSearchParams(fields),
      });
    const subject = `Betiksiz ${Date.now()}\r\nikinci satır <b>kalın değil</b>`;
    const refused = await post({ fullName: 'Ayşe Yılmaz', email: 'not-an-email', subject, page: '/', consent: 'yes' }, '?lang=en');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(html).toContain('Please enter a valid email');
    expect(html).not.toContain('Full name is required');
    expect(html).toContain('value="Ayşe Yılmaz"');
    // The page's data carries the answer, so the page's script starts from the same form.
    expect(html).toContain('"contact":{"values":{"fullName":"Ayşe Yılmaz"');
    const empty = await post({ fullName: ' ', email: '', subject: '', page: '/' });
    expect(empty.status).toBe(400);
    for (const text of ['Ad soyad gereklidir', 'E-posta gereklidir', 'Konu alanı boş bırakılamaz'])
      expect(await empty.clone().text()).toContain(text);
    // Nothing is kept without consent to the privacy notice.
    const unconsented = await post({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', subject, page: '/' });
    expect(unconsented.status).toBe(400);
    expect(await unconsented.text()).toContain('Mesajınızı alabilmemiz için Aydınlatma Metni&#x27;ni onaylamanız gerekir');

    const sent = await post({ fullName: 'Ayşe Yılmaz', email: 'ayse@example.com', subject, page: '/?lang=en', consent: 'yes' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/?lang=en&contact=sent#contact');
    // Another site's address is never gone back to.
    const elsewhere = await post({
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: `${subject} 2`,
      page: 'https://evil.example/x',
      consent: 'yes',
    });
    expect(elsewhere.headers.get('location')).toBe('/?contact=sent#contact');
    // A caller that asks for JSON gets JSON, form-encoded or not.
    const json = await post({ fullName: '', email: 'x@y.z', subject: 's' }, '', 'application/json');
    expect([json.status, (await json.json()).field]).toEqual([400, 'name']);

    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const { data } = await gql(url, '{ contactMessages(take: 20) { name email subject sourcePage consentAt } }', {}, token);
    // Kept as the page's script sends it: line breaks as LF, the text as typed; with the time of the consent.
    const stored = subject.replace('\r\n', '\n');
    expect(data.contactMessages.filter((m: { subject: string }) => m.subject === stored)).toEqual([
      { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: stored, sourcePage: '/?lang=en', consentAt: expect.any(String) },
    ]);
    const page = await fetch(`${url}/?contact=sent`);
    expect(await page.text()).toContain('Mesajınız başarıyla gönderildi!');
  });
});

describe('the inbox as CSV: GET /api/contact-messages.csv (on the shared server)', () => {
  const url = inject('serverUrl');
  const csv = (token?: string, query = '') =>
    fetch(`${url}/api/contact-messages.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** Rows of the CSV: records end with \r\n (a line break inside a quoted cell is a bare \n). */
  const rowsOf = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  /** A time on the site's clock (SITE_TIME_ZONE unset: Europe/Istanbul, UTC+3 all year), its offset written out. */
  const istanbul = (iso: string) => `${new Date(Date.parse(iso) + 3 * 3600_000).toISOString().slice(0, 19)}+03:00`;

  it('needs an admin token', async () => {
    const res = await csv();
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('UNAUTHENTICATED');
    expect((await csv('not-a-token')).status).toBe(401);
  });

  it('holds every message, newest first, with a BOM, Turkish letters, Turkish or English headers and no formulas', async () => {
    const key = Math.random().toString(36).slice(2, 8);
    const post = (body: Record<string, string>) => rest(url, 'POST', '/mail', body);
    // More than one page of the service (100).
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const count = async () => (await gql(url, '{ contactMessageCount }', {}, token)).data.contactMessageCount as number;
    for (let n = await count(); n <= 100; n += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => post({ name: `Toplu ${key} ${n + i}`, email: 'bulk@example.com', subject: 'Toplu' })),
      );
    }
    expect(
      (
        await post({
          name: `Çağla Öztürk ${key}`,
          email: 'cagla@example.com',
          phone: '+90 212 555 00 00',
          subject: 'Şirket içi ağ; "fiyat"',
          page: '/urunler?kaynak=ilan',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post({ name: `=HYPERLINK("http://x") ${key}`, email: 'eve@example.com', phone: '-1', subject: '@SUM(A1)\nikinci satır' }))
        .status,
    ).toBe(200);
    const total = await count();
    expect(total).toBeGreaterThan(100);

    const res = await csv(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contact-messages.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const rows = rowsOf(text);
    expect(rows[0]).toBe('No,Tarih,Durum,Ad Soyad,E-posta,Telefon,Gönderildiği sayfa,Konu,E-posta durumu');
    // One row per message (a line break inside a quoted cell is a bare \n, rows end with \r\n).
    expect(rows.length - 1).toBe(total);

    // Newest first: the last two messages come first, the injected one on top.
    const list = await gql(url, '{ contactMessages(take: 2) { id createdAt } }', {}, token);
    const [newest, previous] = list.data.contactMessages;
    expect(rows[1]).toBe(
      `${newest.id},${istanbul(newest.createdAt)},Yeni,"'=HYPERLINK(""http://x"") ${key}",eve@example.com,'-1,,"'@SUM(A1)\nikinci satır",E-posta ayarlanmamış`,
    );
    expect(rows[2]).toBe(
      `${previous.id},${istanbul(previous.createdAt)},Yeni,Çağla Öztürk ${key},cagla@example.com,'+90 212 555 00 00,/urunler?kaynak=ilan,"Şirket içi ağ; ""fiyat""",E-posta ayarlanmamış`,
    );
    const dates = rows.slice(1).map((r) => Date.parse(r.split(',')[1]));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const en = rowsOf(await (await csv(token, '?lang=en')).text());
    expect(en[0]).toBe('No.,Date,Status,Full name,Email,Phone,Sent from page,Subject,Mail status');
    expect(en[1]).toMatch(/^\d+,[^,]+,New,/);
    expect(en[1]).toMatch(/,"'@SUM\(A1\)\nikinci satır",Mail not configured$/);
  });

  it("as an Excel workbook: columns Turkish Excel opens as they are, dates as date cells on the site's clock", async () => {
    const key = Math.random().toString(36).slice(2, 8);
    expect(
      (
        await rest(url, 'POST', '/mail', {
          name: `Şükrü Çağlayan ${key}`,
          email: 'sukru@example.com',
          phone: '=1+1',
          subject: 'Fiyat <teklif> & "bilgi"',
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${url}/api/contact-messages.xlsx`)).status).toBe(401);
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const res = await fetch(`${url}/api/contact-messages.xlsx`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contact-messages.xlsx"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml'])).toContain('<sheet name="İletişim mesajları"');
    expect(strFromU8(files['xl/styles.xml'])).toContain('formatCode="dd.mm.yyyy hh:mm"');
    const rows = [...strFromU8(files['xl/worksheets/sheet1.xml']).matchAll(/<row r="(\d+)">([\s\S]*?)<\/row>/g)].map((m) => m[2]);
    const cells = (row: string) =>
      [
        ...row.matchAll(
          /<c r="[A-Z]+\d+"(?: s="(\d+)")?(?: t="inlineStr")?>(?:<v>([^<]*)<\/v>|<is><t xml:space="preserve">([^<]*)<\/t><\/is>)<\/c>/g,
        ),
      ].map((m) => ({ style: m[1], value: m[2] ?? m[3] }));
    expect(cells(rows[0]).map((c) => c.value)).toEqual([
      'No',
      'Tarih',
      'Durum',
      'Ad Soyad',
      'E-posta',
      'Telefon',
      'Gönderildiği sayfa',
      'Konu',
      'E-posta durumu',
    ]);
    const [newest] = (await gql(url, '{ contactMessages(take: 1) { id createdAt } }', {}, token)).data.contactMessages;
    const row = cells(rows[1]);
    expect(row.map((c) => c.value)).toEqual([
      String(newest.id),
      expect.any(String),
      'Yeni',
      `Şükrü Çağlayan ${key}`,
      'sukru@example.com',
      '=1+1',
      '',
      'Fiyat &lt;teklif&gt; &amp; &quot;bilgi&quot;',
      'E-posta ayarlanmamış',
    ]);
    // Text cells are inline strings: a spreadsheet never runs them as formulas.
    expect(rows[1]).toContain('t="inlineStr"><is><t xml:space="preserve">=1+1</t>');
    // The date: days since 1899-12-30 on Istanbul's clock (UTC+3), shown with the date-time style.
    const serial = (Date.parse(newest.createdAt) + 3 * 3600_000 - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(Math.abs(Number(row[1].value) - serial) * 86_400).toBeLessThan(1);
    expect(row[1].style).toBe('2');
    expect(rows.length - 1).toBe((await gql(url, '{ contactMessageCount }', {}, token)).data.contactMessageCount);
    const en = await fetch(`${url}/api/contact-messages.xlsx?lang=en`, { headers: { authorization: `Bearer ${token}` } });
    expect(strFromU8(unzipSync(new Uint8Array(await en.arrayBuffer()))['xl/workbook.xml'])).toContain('<sheet name="Contact messages"');
  });
});

describe('the inbox: where a message came from, and its state (on the shared server)', () => {
  const url = inject('serverUrl');
  const STATE =
    'query($s: String, $st: ContactMessageStatus) { contactMessages(search: $s, status: $st, take: 50) { id name phone sourcePage status } contactMessageCount(search: $s, status: $st) }';
  let token: string;
  const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(url, query, variables, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };
  const byName = async (name: string) => (await asAdmin(STATE, { s: name })).contactMessages[0];

  beforeAll(async () => {
    token = await loginToken(url, ADMIN.username, ADMIN.password);
  });

  it("keeps the page the message was sent from: GraphQL and POST /mail (named, else its Referer), the spec's fields as before", async () => {
    const key = Math.random().toString(36).slice(2, 8);
    expect(
      (
        await gql(url, SEND, {
          input: {
            name: `Sayfa GraphQL ${key}`,
            email: 'p@example.com',
            subject: 'S',
            page: '/solutions/engineering-services?lang=en#contact',
          },
        })
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await rest(url, 'POST', '/mail', {
          name: `Sayfa REST ${key}`,
          email: 'p@example.com',
          phone: '+90 555',
          subject: 'S',
          page: '/blog/enerji',
        })
      ).status,
    ).toBe(200);
    const referred = await fetch(`${url}/mail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'https://bayi.example.com/iletisim?ref=1#form' },
      body: JSON.stringify({ fullName: `Sayfa Referer ${key}`, email: 'p@example.com', phone: 'Web', subject: 'S' }),
    });
    expect(referred.status).toBe(200);
    expect((await rest(url, 'POST', '/mail', { name: `Sayfa Yok ${key}`, email: 'p@example.com', subject: 'S' })).status).toBe(200);
    expect(await byName(`Sayfa GraphQL ${key}`)).toMatchObject({
      sourcePage: '/solutions/engineering-services?lang=en',
      phone: '',
      status: 'NEW',
    });
    expect(await byName(`Sayfa REST ${key}`)).toMatchObject({ sourcePage: '/blog/enerji', phone: '+90 555' });
    expect(await byName(`Sayfa Referer ${key}`)).toMatchObject({ sourcePage: 'https://bayi.example.com/iletisim?ref=1', phone: 'Web' });
    expect(await byName(`Sayfa Yok ${key}`)).toMatchObject({ sourcePage: null });
  });

  it("refuses a page that is no path nor web address, as the user's error, storing nothing", async () => {
    const key = Math.random().toString(36).slice(2, 8);
    for (const page of ['javascript:alert(1)', 'ftp://example.com/x', 'sayfa', `/${'a'.repeat(2000)}`]) {
      const res = await gql(url, SEND, { input: { name: `Kötü ${key}`, email: 'k@example.com', subject: 'S', page } });
      expect(res.errors?.[0]?.extensions, page.slice(0, 20)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'page',
        reason: page.length > 2000 ? 'TOO_LONG' : 'INVALID',
      });
      const viaRest = await rest(url, 'POST', '/mail', { name: `Kötü ${key}`, email: 'k@example.com', subject: 'S', page });
      expect(viaRest.status, page.slice(0, 20)).toBe(400);
      expect(viaRest.json).toMatchObject({ status: 'error', code: 'BAD_USER_INPUT', field: 'page' });
    }
    expect((await asAdmin(STATE, { s: `kotu ${key}` })).contactMessageCount).toBe(0);
  });

  it('new, read, handled: set by administrators one or many at a time, filtered and counted, each change audited', async () => {
    const key = Math.random().toString(36).slice(2, 8);
    for (const n of ['A', 'B', 'C'])
      expect((await gql(url, SEND, { input: { name: `Durum ${n} ${key}`, email: 'd@example.com', subject: 'S' } })).errors).toBeUndefined();
    const ids = (await asAdmin(STATE, { s: `durum ${key}` })).contactMessages.map((m: { id: number }) => m.id) as number[];
    expect(ids).toHaveLength(3);
    const before = (await asAdmin('{ contactMessageCounts { new read handled } }')).contactMessageCounts;
    const set = (list: number[], status: string) =>
      gql(
        url,
        'mutation($ids: [Int!]!, $s: ContactMessageStatus!) { setContactMessageStatus(ids: $ids, status: $s) }',
        { ids: list, s: status },
        token,
      );

    expect((await set([ids[0], ids[1]], 'READ')).data.setContactMessageStatus).toBe(2);
    expect((await set([ids[1]], 'HANDLED')).data.setContactMessageStatus).toBe(1);
    // Already in that state: nothing changes.
    expect((await set([ids[1]], 'HANDLED')).data.setContactMessageStatus).toBe(0);
    const counts = (await asAdmin('{ contactMessageCounts { new read handled } }')).contactMessageCounts;
    expect(counts).toEqual({ new: before.new - 2, read: before.read + 1, handled: before.handled + 1 });
    for (const [status, expected] of [
      ['NEW', [ids[2]]],
      ['READ', [ids[0]]],
      ['HANDLED', [ids[1]]],
    ] as const) {
      const listed = await asAdmin(STATE, { s: `durum ${key}`, st: status });
      expect(
        listed.contactMessages.map((m: { id: number }) => m.id),
        status,
      ).toEqual(expected);
      expect(listed.contactMessageCount, status).toBe(1);
    }
    const total = (await asAdmin('{ contactMessageCount }')).contactMessageCount;
    const all = (await asAdmin('{ contactMessageCounts { new read handled } }')).contactMessageCounts;
    expect(all.new + all.read + all.handled).toBe(total);

    const audit = await asAdmin('query($f: AuditFilter) { auditEntries(filter: $f, take: 20) { operation action entityId fields } }', {
      f: { entityType: 'ContactMessage', action: 'update' },
    });
    const mine = audit.auditEntries.filter((e: { entityId: string }) => ids.map(String).includes(e.entityId));
    expect(mine).toHaveLength(3);
    expect(
      mine.every((e: { operation: string; fields: string[] }) => e.operation === 'setContactMessageStatus' && e.fields.join() === 'status'),
    ).toBe(true);

    // All or none: an unknown id changes nothing and is named; visitors are refused.
    const unknown = await set([ids[2], 2_000_000_000], 'HANDLED');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'ids',
      reason: 'NOT_FOUND',
      ids: [2_000_000_000],
    });
    expect((await asAdmin(STATE, { s: `durum ${key}`, st: 'NEW' })).contactMessageCount).toBe(1);
    expect((await gql(url, 'mutation { setContactMessageStatus(ids: [1], status: READ) }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await gql(url, '{ contactMessageCounts { new } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const badEnum = await gql(url, 'mutation { setContactMessageStatus(ids: [1], status: ARCHIVED) }', {}, token);
    expect(badEnum.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
