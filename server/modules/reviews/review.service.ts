// Review before publishing: an author asks for review of a draft (the editors and administrators are mailed), a
// reviewer approves it (published now, or at the time asked for) or sends it back with a note (the author is mailed).
// Each step is kept as the record's conversation and recorded in the audit log.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { actorOf, permit } from '../../common/actor.js';
import { appError, notFound, userInputError } from '../../common/errors.js';
import { LanguageEnum } from '../../common/language.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { AccountMail, AccountMailKind } from '../auth/account-mail.entity.js';
import { ACCOUNT_MAIL_SEAL } from '../auth/account-links.js';
import { AdminUser, AdminUserStatus } from '../auth/admin-user.entity.js';
import { sealerFor } from '../auth/sealed.js';
import { Application } from '../applications/application.entity.js';
import { Blog } from '../blog/blog.entity.js';
import { Document } from '../documents/document.entity.js';
import { Product } from '../products/product.entity.js';
import type { PublishingService } from '../publishing/publishing.service.js';
import { ReviewableType, ReviewEvent, ReviewStep } from './review-event.entity.js';

/** What a review is of: its record, as the queue and the mails name it, and its page in the back office. */
const REVIEWABLE = {
  [ReviewableType.PRODUCT]: { entity: Product, nameOf: (p: Product) => p.name, page: (id: number) => `/admin/product/${id}` },
  [ReviewableType.BLOG]: { entity: Blog, nameOf: (b: Blog) => b.titleTr, page: (id: number) => `/admin/blog/${id}` },
  [ReviewableType.DOCUMENT]: { entity: Document, nameOf: (d: Document) => d.nameTr, page: (id: number) => `/admin/document/${id}` },
  [ReviewableType.APPLICATION]: {
    entity: Application,
    nameOf: (a: Application) => a.name,
    page: (id: number) => `/admin/application/${id}`,
  },
} as const;

const requestSchema = z.object({
  entityType: z.enum(ReviewableType, 'INVALID'),
  id: z.number().int(),
  note: z.string().trim().max(2000, 'TOO_LONG').nullish(),
  publishAt: z
    .date('INVALID_DATE')
    .nullish()
    .refine((at) => !at || at.getTime() > Date.now(), 'IN_THE_PAST'),
});
const noteSchema = z.object({ note: z.string().trim().min(1, 'REQUIRED').max(2000, 'TOO_LONG') });

export interface ReviewDeps {
  /** Links in the mails lead here (PUBLIC_URL). */
  publicUrl: string;
  /** The sign-in secret: a mail's link waits sealed under a key derived from it. */
  secret: string;
  /** Woken after a commit that queued a mail; null without SMTP_URL (the mails wait in their table). */
  outbox: { wake(): void } | null;
}

export class ReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly publishing: PublishingService,
    private readonly deps: ReviewDeps,
  ) {}

  /** Puts a draft in the reviewers' queue, with a note and the time it should go public (both optional). */
  async request(input: unknown): Promise<ReviewEvent[]> {
    await permit(this.em, 'requestReview');
    const { entityType, id, note, publishAt } = parseInput(requestSchema, input);
    const { record, name, page } = await this.draft(entityType, id);
    const me = await this.person();
    await inTransaction(this.em, async () => {
      this.step(entityType, id, ReviewStep.REQUESTED, me, note ?? null, publishAt ?? null);
      const reviewers = await this.em.find(AdminUser, {
        status: AdminUserStatus.ACTIVE,
        role: { $in: ['ADMINISTRATOR', 'EDITOR'] },
        email: { $ne: null },
        id: { $ne: me.id },
      });
      for (const reviewer of reviewers) this.mail(AccountMailKind.review_requested, reviewer, { who: me.name, what: name, note }, page);
      await this.em.flush();
      await recordAudit(this.em, {
        action: 'review',
        entityType: record.constructor.name,
        entityId: id,
        entityName: name,
        fields: ['requested'],
      });
    });
    this.deps.outbox?.wake();
    return this.history(entityType, id);
  }

  /** Publishes a draft waiting for review (at the time asked for, when one was), all or nothing. */
  async approve(entityTypeInput: unknown, id: number): Promise<ReviewEvent[]> {
    await permit(this.em, 'approveReview');
    const { entityType } = parseInput(requestSchema.pick({ entityType: true }), { entityType: entityTypeInput });
    const { entity } = REVIEWABLE[entityType];
    const asked = await this.pending(entityType, id);
    await this.draft(entityType, id);
    const me = await this.person();
    const at = asked.publishAt && asked.publishAt.getTime() > Date.now() ? asked.publishAt : null;
    await inTransaction(this.em, async () => {
      await this.publishing.publish(entity as typeof Product, id, at);
      this.step(entityType, id, ReviewStep.APPROVED, me, null, at);
      await this.em.flush();
    });
    return this.history(entityType, id);
  }

  /** Sends a draft waiting for review back to its author with a note (mailed to them). */
  async requestChanges(entityTypeInput: unknown, id: number, noteInput: unknown): Promise<ReviewEvent[]> {
    await permit(this.em, 'requestChanges');
    const { entityType } = parseInput(requestSchema.pick({ entityType: true }), { entityType: entityTypeInput });
    const { note } = parseInput(noteSchema, { note: noteInput });
    const asked = await this.pending(entityType, id);
    const { record, name, page } = await this.draft(entityType, id);
    const me = await this.person();
    await inTransaction(this.em, async () => {
      this.step(entityType, id, ReviewStep.CHANGES_REQUESTED, me, note, null);
      const author = asked.adminId ? await this.em.findOne(AdminUser, { id: asked.adminId, status: AdminUserStatus.ACTIVE }) : null;
      if (author?.email) this.mail(AccountMailKind.changes_requested, author, { who: me.name, what: name, note }, page);
      await this.em.flush();
      await recordAudit(this.em, {
        action: 'review',
        entityType: record.constructor.name,
        entityId: id,
        entityName: name,
        fields: ['changesRequested'],
      });
    });
    this.deps.outbox?.wake();
    return this.history(entityType, id);
  }

  /** What waits for a reviewer: each record whose last step is a request, oldest first. */
  async queue(): Promise<Array<{ request: ReviewEvent; name: string }>> {
    await permit(this.em, 'reviewQueue');
    const rows: Array<{ id: number }> = await this.em.execute(
      `select distinct on (entity_type, item_id) id, step from review_event order by entity_type, item_id, id desc`,
    );
    const latest = await this.em.find(
      ReviewEvent,
      { id: { $in: rows.map((r) => r.id) }, step: ReviewStep.REQUESTED },
      { orderBy: { id: 'asc' } },
    );
    const named = await Promise.all(
      latest.map(async (request) => {
        const kind = REVIEWABLE[request.entityType];
        const record = await this.em.findOne(kind.entity as typeof Product, { id: request.itemId });
        return record ? { request, name: kind.nameOf(record as never) } : null;
      }),
    );
    return named.filter((item): item is { request: ReviewEvent; name: string } => item !== null);
  }

  /** A record's review, oldest step first. */
  history(entityType: ReviewableType, id: number): Promise<ReviewEvent[]> {
    return this.em.find(ReviewEvent, { entityType, itemId: id }, { orderBy: { id: 'asc' } });
  }

  /** The record, which must be a draft (what visitors see needs no review to be seen). */
  private async draft(entityType: ReviewableType, id: number) {
    const kind = REVIEWABLE[entityType];
    const record = (await this.em.findOne(kind.entity as typeof Product, { id })) as Product | Blog | Document | Application | null;
    if (!record) throw notFound(kind.entity.name, id);
    if (record.publishedAt !== null) throw userInputError('id', 'NOT_A_DRAFT');
    return { record, name: kind.nameOf(record as never), page: `${this.deps.publicUrl}${kind.page(id)}` };
  }

  /** The request the record waits on: its last step, which must be one (CONFLICT, NOT_PENDING otherwise). */
  private async pending(entityType: ReviewableType, id: number): Promise<ReviewEvent> {
    const last = await this.em.findOne(ReviewEvent, { entityType, itemId: id }, { orderBy: { id: 'desc' } });
    if (last?.step !== ReviewStep.REQUESTED) throw appError('CONFLICT', 'Nothing waits for review here', { reason: 'NOT_PENDING' });
    return last;
  }

  private async person(): Promise<AdminUser> {
    const admin = await actorOf(this.em).admin();
    const user = admin?.id ? await this.em.findOne(AdminUser, { id: admin.id }) : null;
    if (!user) throw appError('UNAUTHENTICATED', 'Sign in first');
    return user;
  }

  private step(entityType: ReviewableType, itemId: number, step: ReviewStep, by: AdminUser, note: string | null, publishAt: Date | null) {
    this.em.create(ReviewEvent, { entityType, itemId, step, note, publishAt, adminId: by.id, adminName: by.name.slice(0, 100) });
  }

  private mail(kind: AccountMailKind, to: AdminUser, params: { who: string; what: string; note?: string | null }, page: string) {
    this.em.create(AccountMail, {
      kind,
      recipient: to.email!,
      language: to.language ?? LanguageEnum.tr,
      params: { name: to.name, who: params.who, what: params.what, note: params.note || '—' },
      sealedLink: sealerFor(this.deps.secret, ACCOUNT_MAIL_SEAL).seal(page),
    });
  }
}
