// The mail outbox: contact messages are stored first, then mailed from here, retried with a growing wait while the
// mail server is down or refuses for now, each delivered once.
import type { MikroORM } from '@mikro-orm/core';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { Outbox, retryDelay } from '../../db/outbox.js';
import { ContactMessage } from './contact-message.entity.js';

export interface Mailer {
  transport: Transporter;
  to: string;
  from: string;
}

export interface RetryPolicy {
  /** The wait before the first retry; it doubles after each failure, up to MAX_DELAY_MS. */
  firstDelayMs: number;
  maxAttempts: number;
}

const MAX_DELAY_MS = 60 * 60_000;

type Outcome = { sent: true } | { sent: false; error: string; permanent: boolean };

export class MailOutbox extends Outbox<ContactMessage, Outcome> {
  constructor(
    orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly retry: RetryPolicy,
    log: Logger,
  ) {
    // Leased longer than one delivery can take (nodemailer's timeouts add up to under a minute).
    super(orm, log, {
      name: 'mail outbox',
      entity: ContactMessage,
      pending: { mailStatus: 'pending' },
      dueField: 'mailNextAttemptAt',
      leaseMs: 5 * 60_000,
    });
  }

  protected countAttempt(message: ContactMessage): void {
    message.mailAttempts += 1;
  }

  protected async deliver(message: ContactMessage): Promise<Outcome> {
    const domain = this.mailer.from.split('@')[1] ?? 'localhost';
    try {
      await this.mailer.transport.sendMail({
        from: this.mailer.from,
        to: this.mailer.to,
        replyTo: { name: message.name, address: message.email },
        // The same id on every attempt: a mail delivered twice after a crash is one mail to the recipient's client.
        messageId: `<contact-${message.receipt}@${domain}>`,
        date: message.createdAt,
        subject: `İletişim formu / Contact form: ${message.name}`,
        text: `${[`${message.name} <${message.email}>`, message.phone, message.sourcePage ? `Sayfa / Page: ${message.sourcePage}` : ''].filter(Boolean).join('\n')}\n\n${message.subject}\n`,
      });
      return { sent: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx is the server's final word (unknown recipient, refused content); anything else may pass later.
      return { sent: false, error: (error as Error).message.slice(0, 1000), permanent: code !== undefined && code >= 500 };
    }
  }

  protected record(message: ContactMessage, outcome: Outcome): void {
    if (outcome.sent) {
      Object.assign(message, { mailStatus: 'sent', mailedAt: new Date(), mailNextAttemptAt: null, mailError: null });
      this.log.info({ contactMessageId: message.id, attempts: message.mailAttempts }, 'contact mail sent');
      return;
    }
    const last = outcome.permanent || message.mailAttempts >= this.retry.maxAttempts;
    const wait = retryDelay(this.retry.firstDelayMs, message.mailAttempts, MAX_DELAY_MS);
    Object.assign(message, {
      mailStatus: last ? 'failed' : 'pending',
      mailError: outcome.error,
      mailNextAttemptAt: last ? null : new Date(Date.now() + wait),
    });
    this.log.warn(
      { contactMessageId: message.id, attempts: message.mailAttempts, error: outcome.error, retryInMs: last ? undefined : wait },
      last ? 'contact mail given up' : 'contact mail failed; will retry',
    );
  }
}
