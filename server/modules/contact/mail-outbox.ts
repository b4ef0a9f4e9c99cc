// The contact messages' outbox: each stored message is mailed to the site's address (MAIL_TO).
import type { MikroORM } from '@mikro-orm/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { SmtpOutbox, type RetryPolicy } from '../../mail/smtp-outbox.js';
import { ContactMessage } from './contact-message.entity.js';

export type { RetryPolicy };

export interface Mailer {
  transport: Transporter;
  to: string;
  from: string;
}

export class MailOutbox extends SmtpOutbox<ContactMessage> {
  private readonly to: string;

  constructor(orm: MikroORM, mailer: Mailer, retry: RetryPolicy, log: Logger) {
    super(orm, mailer.transport, mailer.from, retry, log, { name: 'contact mail', idField: 'contactMessageId', entity: ContactMessage });
    this.to = mailer.to;
  }

  protected compose(message: ContactMessage, domain: string): SendMailOptions {
    return {
      to: this.to,
      replyTo: { name: message.name, address: message.email },
      messageId: `<contact-${message.receipt}@${domain}>`,
      date: message.createdAt,
      subject: `İletişim formu / Contact form: ${message.name}`,
      text: `${[`${message.name} <${message.email}>`, message.phone, message.sourcePage ? `Sayfa / Page: ${message.sourcePage}` : ''].filter(Boolean).join('\n')}\n\n${message.subject}\n`,
    };
  }
}
