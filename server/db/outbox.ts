// An outbox: rows written in a change's own transaction, worked through here after its commit (a mail, a webhook
// call), retried with a growing wait, each worked once however many processes share the database.
import { LockMode, type EntityClass, type FilterQuery, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';

/** What every outbox row has: an id, and the time it is next due (its lease while it is being worked). */
export interface OutboxRow {
  id: number;
}

export interface OutboxOptions<Row extends OutboxRow> {
  /** For the log: 'mail outbox'. */
  name: string;
  entity: EntityClass<Row>;
  /** The rows still to be worked (their state), e.g. { mailStatus: 'pending' }. */
  pending: FilterQuery<Row>;
  /** The property holding when a row is next due; null: never again. */
  dueField: string;
  /**
   * A claimed row is not claimed again for this long: longer than working one can take, so another process, or this
   * one after a crash, takes it over only after that.
   */
  leaseMs: number;
  /** Rows claimed per round; the outbox loops until none is due. */
  batch?: number;
  /** Work a round's rows side by side (each waits on another server), rather than one after the other. */
  parallel?: boolean;
  /**
   * The longest sleep between rounds when nothing is due sooner: how soon rows written by another process that did
   * not work them (it stopped) are noticed without a nudge. Default a minute.
   */
  idleMs?: number;
}

/** The wait before the attempt after `attempts` failed ones: `firstMs`, doubling after each failure, at most `maxMs`. */
export const retryDelay = (firstMs: number, attempts: number, maxMs: number): number =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));

const IDLE_MS = 60_000;
/** After a round failed (the database is down): try again this soon. */
const DATABASE_RETRY_MS = 5_000;

/**
 * The loop: woken after a commit that wrote rows (and by a timer for those due later), it claims the due rows under
 * row locks that other processes skip, leases them (attempt counted) in that short transaction, works them outside
 * any transaction, and records each outcome. An outcome that could not be recorded (the database went away) is kept
 * in memory and recorded first, so a row worked is never worked again by this process.
 */
export abstract class Outbox<Row extends OutboxRow, Outcome> {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly unrecorded = new Map<number, Outcome>();

  protected constructor(
    protected readonly orm: MikroORM,
    protected readonly log: Logger,
    private readonly options: OutboxOptions<Row>,
  ) {}

  /** Works one row (outside any transaction); never throws: a failure is an outcome. */
  protected abstract deliver(row: Row, em: EntityManager): Promise<Outcome>;
  /** Writes an outcome onto the row (read again for it): its state, and when it is next due or null. */
  protected abstract record(row: Row, outcome: Outcome): void;
  /** Counts an attempt on a row being claimed. */
  protected abstract countAttempt(row: Row): void;
  /** After each round: housekeeping of the outbox's own rows (none by default). */
  protected async tidy(_em: EntityManager): Promise<void> {}

  start(): void {
    this.wake();
  }

  /** Rows were written (or fell due): work what is due now. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.workDue()
      .then((nextAt) => this.sleepUntil(nextAt), (error: unknown) => {
        this.log.warn({ err: error }, `${this.options.name}: database unavailable, trying again shortly`);
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
    this.timer = setTimeout(() => this.wake(), Math.min(this.options.idleMs ?? IDLE_MS, Math.max(0, at - Date.now())));
    this.timer.unref();
  }

  /** Works every due row, a batch at a time; resolves with when the next one falls due. */
  private async workDue(): Promise<number> {
    const { entity, pending, dueField, batch: size = 10, parallel } = this.options;
    const em = this.orm.em.fork() as EntityManager;
    for (;;) {
      await this.recordOutcomes(em);
      const batch = await this.claim(em, size);
      const work = async (row: Row) => this.unrecorded.set(row.id, this.unrecorded.get(row.id) ?? (await this.deliver(row, em)));
      if (parallel) await Promise.all(batch.map(work));
      else for (const row of batch) await work(row);
      await this.recordOutcomes(em);
      if (batch.length < size) break;
    }
    await this.tidy(em);
    const next = await em.findOne(entity, { ...(pending as object), [dueField]: { $ne: null } } as FilterQuery<Row>,
      { orderBy: { [dueField]: 'asc' } as never, fields: [dueField] as never });
    const at = (next as unknown as Record<string, unknown> | null)?.[dueField] as Date | null | undefined;
    return at?.getTime() ?? Date.now() + (this.options.idleMs ?? IDLE_MS);
  }

  private claim(em: EntityManager, size: number): Promise<Row[]> {
    const { entity, pending, dueField, leaseMs } = this.options;
    return em.transactional(async (tx) => {
      const due = await tx.find(entity, { ...(pending as object), [dueField]: { $lte: new Date() } } as FilterQuery<Row>,
        { orderBy: { [dueField]: 'asc', id: 'asc' } as never, limit: size, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      for (const row of due) {
        if (!this.unrecorded.has(row.id)) this.countAttempt(row);
        (row as unknown as Record<string, unknown>)[dueField] = new Date(Date.now() + leaseMs);
      }
      return due;
    });
  }

  private async recordOutcomes(em: EntityManager): Promise<void> {
    for (const [id, outcome] of this.unrecorded) {
      const row = await em.findOne(this.options.entity, { id } as FilterQuery<Row>);
      if (row) this.record(row, outcome);
      await em.flush();
      this.unrecorded.delete(id);
    }
    em.clear();
  }
}
