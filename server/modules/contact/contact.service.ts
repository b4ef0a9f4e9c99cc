import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { appError } from '../../common/errors.js';
import { MAX_PAGE_SIZE, toPage, type PageArgs } from '../../common/pagination.js';
import { clientKey, type Throttles } from '../../throttle/throttle.js';
import { parseInput } from '../../common/validation.js';
import { isDatabaseUnavailable } from '../../common/errors.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactSpool } from './contact-spool.js';
import { contactSchema } from './contact.inputs.js';
import type { MailOutbox } from './mail-outbox.js';

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox | null,
    private readonly spool: ContactSpool,
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
   * Stores the message, then leaves the mail to the outbox (the visitor does not wait for the mail server). While
   * the database cannot be reached the message goes to the spool on disk and is stored when it returns; if even
   * that fails, SERVICE_UNAVAILABLE says it was not sent. Every valid message counts against its client's (req.ip)
   * limit, however it arrives: TOO_MANY_ATTEMPTS once it is spent.
   */
  async send(input: unknown, client?: string): Promise<void> {
    const data = parseInput(contactSchema, input);
    await this.throttles.contact.take(clientKey(client));
    const mailStatus = this.outbox ? 'pending' : 'not_configured';
    const message = this.em.create(ContactMessage, { ...data, mailStatus, mailNextAttemptAt: this.outbox ? new Date() : null });
    try {
      await this.em.flush();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      await this.keepInSpool(message);
      return;
    }
    this.outbox?.wake();
  }

  private async keepInSpool(message: ContactMessage): Promise<void> {
    const { receipt, name, email, phone, subject, mailStatus } = message;
    try {
      await this.spool.keep({ receipt, name, email, phone, subject, mailStatus, createdAt: message.createdAt.toISOString() });
    } catch (error) {
      this.log.error({ err: error }, 'contact message lost: database unavailable and the spool could not keep it');
      throw appError('SERVICE_UNAVAILABLE', 'The message could not be kept; it was not sent', { retryAfter: 30, reason: 'NOT_SENT' });
    }
  }
}
