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
  /** Rows worked at once by this process (default 1: one after the other). */
  concurrency?: number;
  /**
   * Rows of one lane (one webhook's calls) are worked one at a time, oldest due first, and each lane apart from the
   * others: a row that takes long holds up its own lane only. `property` is the relation naming the lane, `of` reads it.
   */
  lane?: { property: string; of(row: Row): number | string };
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
/** A row due and free that a round did not get (another process held it for a moment): looked for again this soon. */
const SKIPPED_RETRY_MS = 1_000;

/**
 * The loop: woken after a commit that wrote rows, when a row's work ends, and by a timer for rows due later. A round
 * claims as many due rows as there are free places (under row locks that other processes skip, leased with their
 * attempt counted, in that short transaction) and starts working each outside any transaction, without waiting for
 * it: a row that takes long keeps its own place and nothing else waits for it. Each outcome is recorded as soon as its
 * row is worked; one that could not be (the database went away) is kept in memory and recorded first by the next
 * round, so a row worked is never worked again by this process.
 */
export abstract class Outbox<Row extends OutboxRow, Outcome> {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly unrecorded = new Map<number, Outcome>();
  /** The rows being worked, by id. */
  private readonly working = new Map<number, Promise<void>>();
  private readonly busyLanes = new Set<number | string>();

  protected constructor(
    protected readonly orm: MikroORM,
    protected readonly log: Logger,
    private readonly options: OutboxOptions<Row>,
  ) {}

  /** Works one row (outside any transaction, on an EntityManager of its own); a failure is an outcome. */
  protected abstract deliver(row: Row, em: EntityManager): Promise<Outcome>;
  /** Writes an outcome onto the row (read again for it): its state, and when it is next due or null. */
  protected abstract record(row: Row, outcome: Outcome): void;
  /** Counts an attempt on a row being claimed. */
  protected abstract countAttempt(row: Row): void;
  /** After each round: housekeeping of the outbox's own rows (none unless a subclass has some). */
  protected tidy?(em: EntityManager): Promise<void>;

  start(): void {
    this.wake();
  }

  /** Rows were written, fell due, or one was worked: record and claim what there is now. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.workDue()
      .then(
        (nextAt) => this.sleepUntil(nextAt),
        (error: unknown) => {
          this.log.warn({ err: error }, `${this.options.name}: database unavailable, trying again shortly`);
          this.sleepUntil(Date.now() + DATABASE_RETRY_MS);
        },
      )
      .finally(() => {
        this.round = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims nothing more, lets the rows being worked finish and records their outcomes. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
    await Promise.all(this.working.values());
    if (!this.unrecorded.size) return;
    await this.recordOutcomes(this.orm.em.fork() as EntityManager).catch((error: unknown) =>
      this.log.warn(
        { err: error },
        `${this.options.name}: outcomes not recorded at stop; their rows are worked again when their lease ends`,
      ),
    );
  }

  private sleepUntil(at: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(this.options.idleMs ?? IDLE_MS, Math.max(0, at - Date.now())));
    this.timer.unref();
  }

  private get concurrency(): number {
    return this.options.concurrency ?? 1;
  }

  /** One round: outcomes left over recorded, due rows claimed into the free places and started; resolves with when to look next. */
  private async workDue(): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    await this.recordOutcomes(em);
    const free = this.concurrency - this.working.size;
    const claimed = free > 0 ? await this.claim(em, free) : [];
    for (const row of claimed) this.work(row);
    await this.tidy?.(em);
    return this.nextLook(em, free > claimed.length);
  }

  private work(row: Row): void {
    const lane = this.options.lane?.of(row);
    if (lane !== undefined) this.busyLanes.add(lane);
    const done = (async () => {
      const outcome = this.unrecorded.get(row.id) ?? (await this.deliver(row, this.orm.em.fork() as EntityManager));
      // Recorded at once; if the database is away now, kept for a round to record first.
      try {
        await this.recordOutcome(this.orm.em.fork() as EntityManager, row.id, outcome);
      } catch {
        this.unrecorded.set(row.id, outcome);
      }
    })()
      .catch((error: unknown) =>
        this.log.warn({ err: error }, `${this.options.name}: a row could not be worked; it is taken again when its lease ends`),
      )
      .finally(() => {
        this.working.delete(row.id);
        if (lane !== undefined) this.busyLanes.delete(lane);
        // Its place (and its lane) go to what is due.
        this.wake();
      });
    this.working.set(row.id, done);
  }

  /** The lanes being worked here, left out of what a round may claim. */
  private freeLanes(): FilterQuery<Row> {
    const { lane } = this.options;
    return (lane && this.busyLanes.size ? { [lane.property]: { $nin: [...this.busyLanes] } } : {}) as FilterQuery<Row>;
  }

  private claim(em: EntityManager, size: number): Promise<Row[]> {
    const { entity, pending, dueField, leaseMs, lane } = this.options;
    return em.transactional(async (tx) => {
      // The condition stays on the locking statement: a row another process leased meanwhile is no longer due there.
      const due = { ...(pending as object), [dueField]: { $lte: new Date() } } as FilterQuery<Row>;
      let where = due;
      if (lane) {
        // The oldest due row of each lane not being worked here: a lane's rows go one at a time, in order.
        const firsts: Array<{ id: number }> = await tx
          .createQueryBuilder(entity)
          .select('id')
          .distinctOn(lane.property as never)
          .where({ ...(due as object), ...(this.freeLanes() as object) } as FilterQuery<Row>)
          .orderBy({ [lane.property]: 'asc', [dueField]: 'asc', id: 'asc' })
          .execute('all');
        if (!firsts.length) return [];
        where = { ...(due as object), id: { $in: firsts.map((r) => r.id) } } as unknown as FilterQuery<Row>;
      }
      const rows = await tx.find(entity, where, {
        orderBy: { [dueField]: 'asc', id: 'asc' } as never,
        limit: size,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      });
      for (const row of rows) {
        if (!this.unrecorded.has(row.id)) this.countAttempt(row);
        (row as unknown as Record<string, unknown>)[dueField] = new Date(Date.now() + leaseMs);
      }
      return rows;
    });
  }

  /**
   * When the next round should look: the next row due later. A row already due waits for a place (a row's work that
   * ends wakes the outbox) or was held by another process's claim a moment ago (looked for again shortly).
   */
  private async nextLook(em: EntityManager, placesLeft: boolean): Promise<number> {
    const { entity, pending, dueField } = this.options;
    const idle = Date.now() + (this.options.idleMs ?? IDLE_MS);
    const next = await em.findOne(
      entity,
      { ...(pending as object), [dueField]: { $ne: null }, ...(this.freeLanes() as object) } as FilterQuery<Row>,
      { orderBy: { [dueField]: 'asc' } as never, fields: [dueField] as never },
    );
    const at = ((next as unknown as Record<string, unknown> | null)?.[dueField] as Date | null | undefined)?.getTime();
    if (at === undefined) return idle;
    if (at > Date.now()) return at;
    return placesLeft ? Date.now() + SKIPPED_RETRY_MS : idle;
  }

  private async recordOutcome(em: EntityManager, id: number, outcome: Outcome): Promise<void> {
    const row = await em.findOne(this.options.entity, { id } as FilterQuery<Row>);
    if (row) this.record(row, outcome);
    await em.flush();
    this.unrecorded.delete(id);
  }

  /** The outcomes that could not be recorded when their rows were worked. */
  private async recordOutcomes(em: EntityManager): Promise<void> {
    for (const [id, outcome] of this.unrecorded) await this.recordOutcome(em, id, outcome);
    em.clear();
  }
}
