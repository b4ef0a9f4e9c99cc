import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { MAX_PAGE_SIZE, toPage, type PageArgs } from '../../common/pagination.js';
import { clientKey, type Throttles } from '../../common/throttle.js';
import { parseInput } from '../../common/validation.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactSchema } from './contact.inputs.js';

export interface Mailer {
  transport: Transporter;
  to: string;
  from: string;
}

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer | null,
    private readonly log: Logger,
    private readonly throttles: Throttles,
  ) {}

  /** Newest first. */
  list(page: PageArgs = {}): Promise<ContactMessage[]> {
    const { limit, offset } = toPage(page);
    return this.em.find(ContactMessage, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
  }

  byId(id: number): Promise<ContactMessage | null> {
    return this.em.findOne(ContactMessage, { id });
  }

  count(): Promise<number> {
    return this.em.count(ContactMessage, {});
  }

  /** Every message, newest first, read a page at a time (for the inbox's CSV export). */
  async all(): Promise<ContactMessage[]> {
    const messages: ContactMessage[] = [];
    for (;;) {
      const page = await this.list({ take: MAX_PAGE_SIZE, skip: messages.length });
      messages.push(...page);
      if (page.length < MAX_PAGE_SIZE) return messages;
    }
  }

  /**
   * Stores the message first, then tries to mail it; a mail failure never loses the message. Every valid message
   * counts against its client's (req.ip) limit, however it arrives: TOO_MANY_ATTEMPTS once it is spent.
   */
  async send(input: unknown, client?: string): Promise<ContactMessage> {
    const data = parseInput(contactSchema, input);
    await this.throttles.contact.take(clientKey(client));
    const message = this.em.create(ContactMessage, data);
    await this.em.flush();
    if (!this.mailer) {
      message.mailStatus = 'not_configured';
    } else {
      try {
        await this.mailer.transport.sendMail({
          from: this.mailer.from,
          to: this.mailer.to,
          replyTo: { name: message.name, address: message.email },
          subject: `İletişim formu / Contact form: ${message.name}`,
          text: `${message.name} <${message.email}>\n${message.phone}\n\n${message.subject}\n`,
        });
        message.mailStatus = 'sent';
      } catch (error) {
        message.mailStatus = 'failed';
        message.mailError = (error as Error).message.slice(0, 1000);
        this.log.error({ err: error, contactMessageId: message.id }, 'contact mail failed; message kept');
      }
    }
    await this.em.flush();
    return message;
  }
}
