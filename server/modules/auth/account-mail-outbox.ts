// Mails to the team's people (invitations, password reset links, review requests and answers), written in the
// recipient's language when they are sent, in plain text and HTML, naming the site, each with its one link.
import type { MikroORM } from '@mikro-orm/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { escapeHtml, siteText, siteTextWith } from '../../common/site-texts.js';
import type { Sealer } from './sealed.js';
import { SmtpOutbox, type RetryPolicy } from '../../mail/smtp-outbox.js';
import { AccountMail } from './account-mail.entity.js';

export class AccountMailOutbox extends SmtpOutbox<AccountMail> {
  constructor(
    orm: MikroORM,
    transport: Transporter,
    from: string,
    private readonly sealer: Sealer,
    retry: RetryPolicy,
    log: Logger,
  ) {
    super(orm, transport, from, retry, log, { name: 'account mail', idField: 'accountMailId', entity: AccountMail });
  }

  protected compose(mail: AccountMail, domain: string): SendMailOptions {
    const link = mail.sealedLink ? this.sealer.open(mail.sealedLink) : null;
    // A link that cannot be opened (the sign-in secret changed) makes a mail that helps nobody: refused like a 5xx.
    if (!link) throw Object.assign(new Error('the link of this mail cannot be read any more'), { responseCode: 550 });
    const lng = mail.language;
    const values = { site: siteText(lng, 'mail', 'site'), ...mail.params };
    const text = (key: string) => siteTextWith(lng, 'mail', `${mail.kind}.${key}`, values);
    const paragraphs = [text('greeting'), text('body')];
    const after = [text('expiry'), text('ignore')];
    return {
      to: mail.params.name ? { name: mail.params.name, address: mail.recipient } : mail.recipient,
      messageId: `<account-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
      date: mail.createdAt,
      subject: text('subject'),
      text: `${paragraphs.join('\n\n')}\n\n${link}\n\n${after.join('\n\n')}\n\n-- \n${values.site}\n`,
      html: `<!doctype html><html lang="${lng}"><body style="font-family:sans-serif;line-height:1.5;color:#1a202c">${paragraphs
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join(
          '',
        )}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(
        text('action'),
      )}</a></p><p style="font-size:13px;color:#4a5568">${escapeHtml(link)}</p>${after
        .map((p) => `<p style="font-size:13px;color:#4a5568">${escapeHtml(p)}</p>`)
        .join('')}<p style="font-size:13px;color:#4a5568">${escapeHtml(values.site)}</p></body></html>`,
    };
  }

  /** The link is of no use once its mail is sent or given up: it is not kept. */
  protected settled(mail: AccountMail): void {
    mail.sealedLink = null;
  }
}
