import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { appError } from '../../common/errors.js';
import { MAX_PAGE_SIZE, toPage, type PageArgs } from '../../common/pagination.js';
import { clientKey, type Throttles } from '../../throttle/throttle.js';
import { parseInput } from '../../common/validation.js';
import { isDatabaseUnavailable } from '../../common/errors.js';
import { CONTACT_MESSAGE_AUDITED_FIELDS, ContactMessage, ContactMessageStatus } from './contact-message.entity.js';
import type { ContactSpool } from './contact-spool.js';
import { CONTACT_SORT_COLUMNS, contactSchema, type ContactMessageListArgs } from './contact.inputs.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { bulk } from '../listing/bulk.js';
import { allOf, metaOf, searchWhere, sortOrder } from '../listing/list-where.js';
import type { ContactMessageCounts } from './contact.types.js';
import type { MailOutbox } from './mail-outbox.js';
import { permit } from '../../common/actor.js';

export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: MailOutbox | null,
    private readonly spool: ContactSpool,
    private readonly log: Logger,
    private readonly throttles: Throttles,
  ) {}

  /** Newest first, unless sorted; searched in the name, address and subject; in one state or all. */
  async list(page: PageArgs = {}, args: ContactMessageListArgs = {}): Promise<ContactMessage[]> {
    await permit(this.em, 'contactMessages');
    const { limit, offset } = toPage(page);
    const orderBy = sortOrder<ContactMessage>(CONTACT_SORT_COLUMNS, args.sort, args.order, { createdAt: 'desc', id: 'desc' });
    return this.em.find(ContactMessage, this.where(args), { orderBy, limit, offset });
  }

  private where(args: ContactMessageListArgs) {
    return allOf<ContactMessage>([
      args.status ? { status: args.status } : {},
      ...searchWhere(metaOf(this.em, ContactMessage), ['name', 'email', 'subject'], args.search),
    ]);
  }

  /** How many messages are in each state (one statement: the dashboard's and the inbox's counts). */
  async counts(): Promise<ContactMessageCounts> {
    await permit(this.em, 'contactMessageCounts');
    const rows = await this.em.execute<Array<{ status: ContactMessageStatus; n: number }>>(
      'select status, count(*)::int as n from contact_message group by status',
    );
    const of = (status: ContactMessageStatus) => rows.find((r) => r.status === status)?.n ?? 0;
    return { new: of(ContactMessageStatus.NEW), read: of(ContactMessageStatus.READ), handled: of(ContactMessageStatus.HANDLED) };
  }

  /**
   * Puts the messages `ids` in `status`, all or none; answers how many changed (one already in it is left as it is).
   * Messages are visitors' rows, left out of the audit log's flushes: each change is recorded on purpose.
   */
  async setStatus(ids: readonly number[], status: ContactMessageStatus): Promise<number> {
    await permit(this.em, 'setContactMessageStatus');
    return bulk(this.em, ContactMessage, ids, async (id) => {
      const message = await this.em.findOneOrFail(ContactMessage, { id });
      if (message.status === status) return false;
      message.status = status;
      await recordAudit(this.em, {
        action: 'update',
        entityType: 'ContactMessage',
        entityId: id,
        entityName: message.name,
        fields: CONTACT_MESSAGE_AUDITED_FIELDS,
      });
      await this.em.flush();
      return true;
    });
  }

  /**
   * Deletes the messages `ids`, all or none; answers how many. Messages are visitors' rows, left out of the audit
   * log's flushes: each deletion is recorded on purpose, one entry a message.
   */
  async deleteMany(ids: readonly number[]): Promise<number> {
    await permit(this.em, 'bulkDeleteContactMessages');
    return bulk(this.em, ContactMessage, ids, async (id) => {
      const message = await this.em.findOneOrFail(ContactMessage, { id });
      await recordAudit(this.em, { action: 'delete', entityType: 'ContactMessage', entityId: id, entityName: message.name });
      await this.em.remove(message).flush();
      return true;
    });
  }

  async byId(id: number): Promise<ContactMessage | null> {
    await permit(this.em, 'contactMessage');
    return this.em.findOne(ContactMessage, { id });
  }

  async count(args: ContactMessageListArgs = {}): Promise<number> {
    await permit(this.em, 'contactMessageCount');
    return this.em.count(ContactMessage, this.where(args));
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
    const { page, consent, ...data } = parseInput(contactSchema, input);
    await this.throttles.contact.take(clientKey(client));
    const mailStatus = this.outbox ? 'pending' : 'not_configured';
    const message = this.em.create(ContactMessage, {
      ...data,
      sourcePage: page ?? null,
      consentAt: consent ? new Date() : null,
      mailStatus,
      mailNextAttemptAt: this.outbox ? new Date() : null,
    });
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
    const { receipt, name, email, phone, sourcePage, subject, mailStatus, consentAt } = message;
    try {
      await this.spool.keep({
        receipt,
        name,
        email,
        phone,
        sourcePage,
        subject,
        mailStatus,
        createdAt: message.createdAt.toISOString(),
        consentAt: consentAt?.toISOString() ?? null,
      });
    } catch (error) {
      this.log.error({ err: error }, 'contact message lost: database unavailable and the spool could not keep it');
      throw appError('SERVICE_UNAVAILABLE', 'The message could not be kept; it was not sent', { retryAfter: 30, reason: 'NOT_SENT' });
    }
  }
}
