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
