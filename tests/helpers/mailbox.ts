// A real SMTP server for the tests: it accepts every mail and keeps it parsed (recipient, subject, text, HTML), so a
// test reads the link a mail carries as its reader would.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.js';
import { freePort } from './server.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | null;
}

/** What reads received mails: the mailbox itself, or the directory another process's mailbox writes them to. */
abstract class MailReader {
  abstract get mails(): ReceivedMail[];

  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to === address.toLowerCase());
  }

  /** The newest mail to `address` once there are `count` of them (waiting for the outbox). */
  async latest(address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail> {
    return eventually(
      () => {
        const mails = this.to(address);
        if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${address} so far`);
        return mails[mails.length - 1];
      },
      { timeoutMs },
    );
  }
}

/** The mails a mailbox of another process keeps in `dir` (the browser tests' servers mail to one in their global setup). */
export class MailDir extends MailReader {
  constructor(private readonly dir: string) {
    super();
  }

  get mails(): ReceivedMail[] {
    return readdirSync(this.dir)
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.dir, name), 'utf8')) as ReceivedMail);
  }
}

export class Mailbox extends MailReader {
  private readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** With `dir`, each mail is also written there, for other processes to read (MailDir). */
  constructor(private readonly dir?: string) {
    super();
    if (dir) mkdirSync(dir, { recursive: true });
  }

  get mails(): ReceivedMail[] {
    return this.received;
  }

  /** The SMTP_URL a server under test sends to. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            const mail: ReceivedMail = {
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              language: /lang="(\w+)"/.exec(typeof parsed.html === 'string' ? parsed.html : '')?.[1] ?? null,
            };
            this.received.push(mail);
            if (this.dir) writeFileSync(path.join(this.dir, `${String(this.received.length).padStart(6, '0')}.json`), JSON.stringify(mail));
            done();
          })
          .catch((error: Error) => done(error));
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The one-time link in a mail's text. */
export function linkIn(mail: ReceivedMail, path: 'invite' | 'reset-password'): string {
  const link = new RegExp(`https?://\\S+/admin/${path}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
