// A real SMTP server for the tests: it accepts every mail and keeps it parsed (recipient, subject, text, HTML), so a
// test reads the link a mail carries as its reader would.
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

export class Mailbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

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
            this.mails.push({
              to: to?.value[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              language: /lang="(\w+)"/.exec(typeof parsed.html === 'string' ? parsed.html : '')?.[1] ?? null,
            });
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

/** The one-time link in a mail's text. */
export function linkIn(mail: ReceivedMail, path: 'invite' | 'reset-password'): string {
  const link = new RegExp(`https?://\\S+/admin/${path}/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${mail.text}`);
  return link;
}

export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
