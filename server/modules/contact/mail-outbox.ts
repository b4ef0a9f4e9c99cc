// The mail outbox: contact messages are stored first, then mailed from here, retried with a growing wait while the
// mail server is down or refuses for now, each delivered once.
import { LockMode, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
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
/**
 * A claimed message is not claimed again for this long: longer than one delivery can take (nodemailer's timeouts
 * add up to under a minute), so another process, or this one after a crash, takes it over only after that.
 */
const LEASE_MS = 5 * 60_000;
/** Messages claimed per round; the outbox loops until none is due. */
const BATCH = 10;
/** The longest sleep between rounds: also how soon messages stored by another process are noticed. */
const IDLE_MS = 60_000;
/** After a round failed (the database is down): try again this soon. */
const DATABASE_RETRY_MS = 5_000;

type Outcome = { sent: true } | { sent: false; error: string; permanent: boolean };

export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Delivered, but the database could not be told yet: recorded before anything else, never sent twice. */
  private readonly unrecorded = new Map<number, Outcome>();

  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly retry: RetryPolicy,
    private readonly log: Logger,
  ) {}

  start(): void {
    this.wake();
  }

  /** A message was stored: deliver what is due now. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.deliverDue()
      .then((nextAt) => this.sleepUntil(nextAt), (error: unknown) => {
        this.log.warn({ err: error }, 'mail outbox: database unavailable, trying again shortly');
        this.sleepUntil(Date.now() + DATABASE_RETRY_MS);
      })
      .finally(() => {
        this.round = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  private sleepUntil(at: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(IDLE_MS, Math.max(0, at - Date.now())));
    this.timer.unref();
  }

  /** Delivers every due message, a batch at a time; resolves with when the next one falls due. */
  private async deliverDue(): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    for (;;) {
      await this.recordOutcomes(em);
      const batch = await this.claim(em);
      for (const message of batch) {
        const outcome = this.unrecorded.get(message.id) ?? (await this.deliver(message));
        this.unrecorded.set(message.id, outcome);
      }
      await this.recordOutcomes(em);
      if (batch.length < BATCH) break;
    }
    const next = await em.findOne(ContactMessage, { mailStatus: 'pending', mailNextAttemptAt: { $ne: null } }, { orderBy: { mailNextAttemptAt: 'asc' }, fields: ['mailNextAttemptAt'] });
    return next?.mailNextAttemptAt?.getTime() ?? Date.now() + IDLE_MS;
  }

  /** Takes the due messages under row locks that other processes skip, and leases them (attempt counted). */
  private claim(em: EntityManager): Promise<ContactMessage[]> {
    return em.transactional(async (tx) => {
      const due = await tx.find(ContactMessage, { mailStatus: 'pending', mailNextAttemptAt: { $lte: new Date() } },
        { orderBy: { mailNextAttemptAt: 'asc', id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      for (const message of due) {
        if (!this.unrecorded.has(message.id)) message.mailAttempts += 1;
        message.mailNextAttemptAt = new Date(Date.now() + LEASE_MS);
      }
      return due;
    });
  }

  private async deliver(message: ContactMessage): Promise<Outcome> {
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
        text: `${message.name} <${message.email}>\n${message.phone}\n\n${message.subject}\n`,
      });
      return { sent: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx is the server's final word (unknown recipient, refused content); anything else may pass later.
      return { sent: false, error: (error as Error).message.slice(0, 1000), permanent: code !== undefined && code >= 500 };
    }
  }

  private async recordOutcomes(em: EntityManager): Promise<void> {
    for (const [id, outcome] of this.unrecorded) {
      const message = await em.findOne(ContactMessage, { id });
      if (message) this.apply(message, outcome);
      await em.flush();
      this.unrecorded.delete(id);
    }
    em.clear();
  }

  private apply(message: ContactMessage, outcome: Outcome): void {
    if (outcome.sent) {
      Object.assign(message, { mailStatus: 'sent', mailedAt: new Date(), mailNextAttemptAt: null, mailError: null });
      this.log.info({ contactMessageId: message.id, attempts: message.mailAttempts }, 'contact mail sent');
      return;
    }
    const last = outcome.permanent || message.mailAttempts >= this.retry.maxAttempts;
    const wait = Math.min(MAX_DELAY_MS, this.retry.firstDelayMs * 2 ** (message.mailAttempts - 1));
    Object.assign(message, { mailStatus: last ? 'failed' : 'pending', mailError: outcome.error, mailNextAttemptAt: last ? null : new Date(Date.now() + wait) });
    this.log.warn({ contactMessageId: message.id, attempts: message.mailAttempts, error: outcome.error, retryInMs: last ? undefined : wait }, last ? 'contact mail given up' : 'contact mail failed; will retry');
  }
}
