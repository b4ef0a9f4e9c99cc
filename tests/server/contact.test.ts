import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, freePort, startIsolatedServer } from '../helpers/server.js';

const SEND = 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status mailed } }';
const received: string[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let handle: Awaited<ReturnType<typeof startIsolatedServer>>;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  handle = await startIsolatedServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TO: 'sales@example.com', MAIL_FROM: 'site@example.com' });
});

afterAll(async () => {
  await handle?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('contact messages', () => {
  it('are stored, then mailed over real SMTP', async () => {
    const res = await gql(handle.server.url, SEND, { input: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Teklif talebi: EA-300', phone: 'Web sitesi iletişim formu' } });
    expect(res.data.sendContactMessage).toEqual({ status: 'success', mailed: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('sales@example.com');
    expect(received[0]).toContain('ayse@example.com');
    const token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    const list = await gql(handle.server.url, '{ contactMessages { name email subject mailStatus } }', {}, token);
    expect(list.data.contactMessages[0]).toEqual({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Teklif talebi: EA-300', mailStatus: 'sent' });
    // One message by id (the inbox's message page), admin only; an unknown id is null.
    const [{ id }] = (await gql(handle.server.url, '{ contactMessages(take: 1) { id } }', {}, token)).data.contactMessages;
    const one = await gql(handle.server.url, 'query($id: Int!) { contactMessage(id: $id) { name subject } }', { id }, token);
    expect(one.data.contactMessage).toEqual({ name: 'Ayşe Yılmaz', subject: 'Teklif talebi: EA-300' });
    expect((await gql(handle.server.url, '{ contactMessage(id: 999999) { id } }', {}, token)).data.contactMessage).toBeNull();
    const anonymous = await gql(handle.server.url, 'query($id: Int!) { contactMessage(id: $id) { name } }', { id });
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reject invalid input with the field and reason, storing nothing', async () => {
    const token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    const count = async () => (await gql(handle.server.url, '{ contactMessages { id } }', {}, token)).data.contactMessages.length;
    const before = await count();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: ' ', email: 'a@b.co', subject: 'x' }, 'name', 'REQUIRED'],
      [{ name: 'A', email: '', subject: 'x' }, 'email', 'REQUIRED'],
      [{ name: 'A', email: 'not-an-email', subject: 'x' }, 'email', 'INVALID_EMAIL'],
      [{ name: 'A', email: 'a@b.co', subject: '   ' }, 'subject', 'REQUIRED'],
    ];
    for (const [input, field, reason] of cases) {
      const res = await gql(handle.server.url, SEND, { input });
      expect(res.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    }
    expect(await count()).toBe(before);
  });

  it('are kept when the mail server is down', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const res = await gql(handle.server.url, SEND, { input: { name: 'Can', email: 'can@example.com', subject: 'Merhaba' } });
    expect(res.data.sendContactMessage).toEqual({ status: 'success', mailed: false });
    const token = await loginToken(handle.server.url, ADMIN.username, ADMIN.password);
    const list = await gql(handle.server.url, '{ contactMessages(take: 1) { name mailStatus } }', {}, token);
    expect(list.data.contactMessages[0]).toEqual({ name: 'Can', mailStatus: 'failed' });
  });
});

describe('POST /mail, the old site\'s contact call (on the shared server)', () => {
  const url = inject('serverUrl');

  it('POST /mail stores the message and answers { status, message }', async () => {
    const ok = await rest(url, 'POST', '/mail', { name: 'Ali Veli', email: 'ali@example.com', phone: 'Web sitesi iletişim formu', subject: 'Fiyat' });
    expect(ok.json).toEqual({ status: 'success', message: 'Mesajınız başarıyla gönderildi!' });
    // English is asked for with ?lang: Accept-Language is ignored on purpose (server/common/language.ts).
    const bad = await fetch(`${url}/mail?lang=en`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: '', email: 'x@y.z', subject: 's' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 'error', message: 'Full name is required', field: 'name' });
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const list = await gql(url, '{ contactMessages(take: 5) { name phone } }', {}, token);
    expect(list.data.contactMessages).toContainEqual({ name: 'Ali Veli', phone: 'Web sitesi iletişim formu' });
  });
});

describe('the inbox as CSV: GET /api/contact-messages.csv (on the shared server)', () => {
  const url = inject('serverUrl');
  const csv = (token?: string, query = '') => fetch(`${url}/api/contact-messages.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  /** Rows of the CSV: records end with \r\n (a line break inside a quoted cell is a bare \n). */
  const rowsOf = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

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
      await Promise.all(Array.from({ length: 20 }, (_, i) => post({ name: `Toplu ${key} ${n + i}`, email: 'bulk@example.com', subject: 'Toplu' })));
    }
    expect((await post({ name: `Çağla Öztürk ${key}`, email: 'cagla@example.com', phone: '+90 212 555 00 00', subject: 'Şirket içi ağ; "fiyat"' })).status).toBe(200);
    expect((await post({ name: `=HYPERLINK("http://x") ${key}`, email: 'eve@example.com', phone: '-1', subject: '@SUM(A1)\nikinci satır' })).status).toBe(200);
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
    expect(rows[0]).toBe('No,Tarih,Ad Soyad,E-posta,Telefon,Konu,E-posta durumu');
    // One row per message (a line break inside a quoted cell is a bare \n, rows end with \r\n).
    expect(rows.length - 1).toBe(total);

    // Newest first: the last two messages come first, the injected one on top.
    const list = await gql(url, '{ contactMessages(take: 2) { id createdAt } }', {}, token);
    const [newest, previous] = list.data.contactMessages;
    expect(rows[1]).toBe(`${newest.id},${newest.createdAt},"'=HYPERLINK(""http://x"") ${key}",eve@example.com,'-1,"'@SUM(A1)\nikinci satır",E-posta ayarlanmamış`);
    expect(rows[2]).toBe(`${previous.id},${previous.createdAt},Çağla Öztürk ${key},cagla@example.com,'+90 212 555 00 00,"Şirket içi ağ; ""fiyat""",E-posta ayarlanmamış`);
    const dates = rows.slice(1).map((r) => Date.parse(r.split(',')[1]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const en = rowsOf(await (await csv(token, '?lang=en')).text());
    expect(en[0]).toBe('No.,Date,Full name,Email,Phone,Subject,Mail status');
    expect(en[1]).toMatch(/,"'@SUM\(A1\)\nikinci satır",Mail not configured$/);
  });
});
