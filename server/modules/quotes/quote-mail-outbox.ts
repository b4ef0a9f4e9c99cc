// The quote requests' mails (to sales, and the visitor's confirmation), sent as written with the request.
import type { MikroORM } from '@mikro-orm/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { SmtpOutbox, type RetryPolicy } from '../../mail/smtp-outbox.js';
import { QuoteMail } from './quote-mail.entity.js';

export class QuoteMailOutbox extends SmtpOutbox<QuoteMail> {
  constructor(orm: MikroORM, transport: Transporter, from: string, retry: RetryPolicy, log: Logger) {
    super(orm, transport, from, retry, log, { name: 'quote mail', idField: 'quoteMailId', entity: QuoteMail });
  }

  protected compose(mail: QuoteMail, domain: string): SendMailOptions {
    return {
      to: mail.recipient,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      messageId: `<quote-${mail.kind}-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
      date: mail.createdAt,
      subject: mail.subject,
      text: mail.body,
    };
  }
}
