import type { EntityManager } from '@mikro-orm/postgresql';
import { permit } from '../../common/actor.js';
import { appError, userInputError } from '../../common/errors.js';
import { MAX_PAGE_SIZE, toPage, type PageArgs } from '../../common/pagination.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { quoteReference } from '../../shared/quote-request.js';
import { clientKey, type Throttle } from '../../throttle/throttle.js';
import { allOf, metaOf, searchWhere } from '../listing/list-where.js';
import { Product, type ProductFile } from '../products/product.entity.js';
import { composeQuoteMails } from './quote-mails.js';
import { salesAddresses } from './quote-routes.service.js';
import { QuoteMail } from './quote-mail.entity.js';
import { QUOTE_AUDITED_FIELDS, QuoteLine, QuoteRequest, QuoteStatus } from './quote-request.entity.js';
import { quoteRequestSchema, quoteUpdateSchema, type QuoteRequestListArgs } from './quotes.inputs.js';

/** The sequence that numbers the references (migrations: created with the table). */
const REFERENCE_SEQUENCE = 'quote_reference_seq';

export interface QuoteCounts {
  NEW: number;
  IN_PROGRESS: number;
  QUOTED: number;
  WON: number;
  LOST: number;
}

export interface QuoteDeps {
  /** Sales' address for the categories without one of their own (quote-routes.service.ts); none: no mail to them. */
  salesTo: string | undefined;
  /** Whether mails can be sent at all (SMTP_URL set): else they are kept as not_configured. */
  mailing: boolean;
  /** Wakes the outbox after a commit. */
  wake: () => void;
  throttle: Throttle;
  publicUrl: string;
}

/** A product's datasheet when asked: the file whose type says so, else its first file. */
function datasheetOf(files: readonly ProductFile[]): ProductFile | undefined {
  return files.find((f) => /data ?sheet/i.test(f.fileTypeEn) || /föy|veri sayfası/i.test(f.fileTypeTr)) ?? files[0];
}

export class QuoteService {
  constructor(
    private readonly em: EntityManager,
    /** None for the retention job, which only anonymises. */
    private readonly deps: QuoteDeps | null,
  ) {}

  /**
   * Stores a visitor's request with its lines and its mails in one transaction, then leaves the mails to the outbox.
   * Nothing is kept without consent, for a product that is not published, or past the client's limit.
   */
  async request(input: unknown, client?: string): Promise<{ reference: string }> {
    const deps = this.deps;
    if (!deps) throw new Error('quote requests are taken by a request-bound service');
    const data = parseInput(quoteRequestSchema, input);
    const slugs = data.items.map((line) => line.productSlug);
    const now = new Date();
    const products = await this.em.find(
      Product,
      { slug: { $in: slugs }, publishedAt: { $ne: null, $lte: now } },
      { populate: ['files'], filters: false },
    );
    data.items.forEach((line, i) => {
      if (!products.some((p) => p.slug === line.productSlug)) throw userInputError(`items.${i}.productSlug`, 'UNKNOWN_PRODUCT');
    });
    await deps.throttle.take(clientKey(client));
    const em = this.em;
    const categories = [...new Set(data.items.map((line) => products.find((p) => p.slug === line.productSlug)!.category))];
    const salesTo = await salesAddresses(em, categories, deps.salesTo);
    const request = await inTransaction(em, async () => {
      const [{ n }] = await em.execute<Array<{ n: string }>>(`select nextval('${REFERENCE_SEQUENCE}') as n`);
      const { items, consent: _consent, ...person } = data;
      const request = em.create(QuoteRequest, { ...person, reference: quoteReference(now.getFullYear(), Number(n)), consentAt: now });
      items.forEach((line, position) => {
        const product = products.find((p) => p.slug === line.productSlug)!;
        const sheet = datasheetOf(product.files.getItems());
        request.lines.add(
          em.create(QuoteLine, {
            request,
            position,
            productId: product.id,
            productSlug: product.slug,
            productName: product.name,
            quantity: line.quantity,
            note: line.note,
            datasheetName: sheet ? sheet.file.originalName : null,
            datasheetUrl: sheet ? sheet.downloadUrl : null,
          }),
        );
      });
      for (const mail of composeQuoteMails(request, { salesTo, publicUrl: deps.publicUrl }))
        em.create(QuoteMail, {
          ...mail,
          request,
          mailStatus: deps.mailing ? 'pending' : 'not_configured',
          mailNextAttemptAt: deps.mailing ? now : null,
        });
      await em.flush();
      return request;
    });
    deps.wake();
    return { reference: request.reference };
  }

  private where(args: QuoteRequestListArgs) {
    return allOf<QuoteRequest>([
      args.status ? { status: args.status } : {},
      ...searchWhere(metaOf(this.em, QuoteRequest), ['reference', 'fullName', 'company', 'email'], args.search),
    ]);
  }

  /** Newest first, in one state or all, searched. */
  async list(page: PageArgs = {}, args: QuoteRequestListArgs = {}): Promise<QuoteRequest[]> {
    await permit(this.em, 'quoteRequests');
    const { limit, offset } = toPage(page);
    return this.em.find(QuoteRequest, this.where(args), { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset, populate: ['lines'] });
  }

  /** Every request in one state or all, newest first, read a page at a time (the export). */
  async all(args: QuoteRequestListArgs = {}): Promise<QuoteRequest[]> {
    const requests: QuoteRequest[] = [];
    for (;;) {
      const page = await this.list({ take: MAX_PAGE_SIZE, skip: requests.length }, args);
      requests.push(...page);
      if (page.length < MAX_PAGE_SIZE) return requests;
    }
  }

  async count(args: QuoteRequestListArgs = {}): Promise<number> {
    await permit(this.em, 'quoteRequestCount');
    return this.em.count(QuoteRequest, this.where(args));
  }

  /** How many requests are in each state (the dashboard's and the list's counts). */
  async counts(): Promise<QuoteCounts> {
    await permit(this.em, 'quoteRequestCounts');
    const rows = await this.em.execute<Array<{ status: QuoteStatus; n: number }>>(
      'select status, count(*)::int as n from quote_request group by status',
    );
    const of = (status: QuoteStatus) => rows.find((r) => r.status === status)?.n ?? 0;
    return {
      NEW: of(QuoteStatus.NEW),
      IN_PROGRESS: of(QuoteStatus.IN_PROGRESS),
      QUOTED: of(QuoteStatus.QUOTED),
      WON: of(QuoteStatus.WON),
      LOST: of(QuoteStatus.LOST),
    };
  }

  async byId(id: number): Promise<QuoteRequest | null> {
    await permit(this.em, 'quoteRequest');
    return this.em.findOne(QuoteRequest, { id }, { populate: ['lines'] });
  }

  /** The username of an administrator (a request's assignee); null for nobody, or an account that has gone. */
  async assigneeName(id: number | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await this.em.execute<Array<{ username: string | null }>>('select username from admin_user where id = ?', [id]);
    return row?.username ?? null;
  }

  /** Its state, assignee and internal note, each change in the audit log. */
  async update(id: number, input: unknown): Promise<QuoteRequest> {
    await permit(this.em, 'updateQuoteRequest');
    const changes = parseInput(quoteUpdateSchema, input);
    const em = this.em;
    return inTransaction(em, async () => {
      const request = await em.findOne(QuoteRequest, { id }, { populate: ['lines'] });
      if (!request) throw appError('NOT_FOUND', 'No such quote request', { field: 'id' });
      if (changes.assigneeId) {
        const [found] = await em.execute<Array<{ id: number }>>('select id from admin_user where id = ?', [changes.assigneeId]);
        if (!found) throw userInputError('input.assigneeId', 'NOT_FOUND');
      }
      const fields: string[] = [];
      if (changes.status && changes.status !== request.status) {
        request.status = changes.status;
        fields.push('status');
      }
      if (changes.assigneeId !== undefined && changes.assigneeId !== null && (changes.assigneeId || null) !== request.assigneeId) {
        request.assigneeId = changes.assigneeId || null;
        fields.push('assigneeId');
      }
      if (changes.internalNote != null && changes.internalNote !== request.internalNote) {
        request.internalNote = changes.internalNote;
        fields.push('internalNote');
      }
      if (fields.length) {
        const named = QUOTE_AUDITED_FIELDS.filter((f) => fields.includes(f));
        await recordAudit(em, { action: 'update', entityType: 'QuoteRequest', entityId: id, entityName: request.reference, fields: named });
      }
      await em.flush();
      return request;
    });
  }

  /** Removes a request's personal data (on the visitor's request), keeping its reference, state and products. */
  async erase(id: number): Promise<QuoteRequest> {
    await permit(this.em, 'eraseQuoteRequest');
    const em = this.em;
    return inTransaction(em, async () => {
      const request = await em.findOne(QuoteRequest, { id }, { populate: ['lines'] });
      if (!request) throw appError('NOT_FOUND', 'No such quote request', { field: 'id' });
      await anonymise(em, [request]);
      await recordAudit(em, {
        action: 'update',
        entityType: 'QuoteRequest',
        entityId: id,
        entityName: request.reference,
        fields: ['anonymisedAt'],
      });
      await em.flush();
      return request;
    });
  }

  /** Anonymises the requests older than the retention period (the daily job); answers how many. */
  async anonymiseOlderThan(days: number, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - days * 24 * 60 * 60_000);
    const em = this.em;
    return inTransaction(em, async () => {
      const old = await em.find(QuoteRequest, { createdAt: { $lt: before }, anonymisedAt: null }, { populate: ['lines'], limit: 1000 });
      await anonymise(em, old);
      await em.flush();
      return old.length;
    });
  }
}

/** What identifies a person goes; the request's reference, dates, state, country and products stay for the figures. */
async function anonymise(em: EntityManager, requests: readonly QuoteRequest[]): Promise<void> {
  const now = new Date();
  for (const request of requests) {
    Object.assign(request, {
      fullName: '',
      company: '',
      email: '',
      phone: '',
      city: '',
      message: '',
      internalNote: '',
      downloads: [],
      anonymisedAt: now,
    });
    for (const line of request.lines) line.note = '';
  }
  const ids = requests.map((r) => r.id);
  if (!ids.length) return;
  // A mail not sent yet would go to nobody: given up.
  await em.nativeUpdate(
    QuoteMail,
    { request: { $in: ids }, mailStatus: 'pending' },
    { mailStatus: 'failed', mailNextAttemptAt: null, mailError: 'erased before it was sent' },
  );
  await em.nativeUpdate(QuoteMail, { request: { $in: ids } }, { recipient: '', replyTo: null, subject: '', body: '' });
}
