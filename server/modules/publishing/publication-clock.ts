// Scheduled publishing without a job runner: caches key on the content version (server/cache/content-version.ts), which
// moves on flushes; a publication time coming is no flush. The clock keeps the earliest time still to come and moves
// the version when it comes, so pages, REST and GraphQL answers kept before it are computed again.
import type { EntityClass, EventSubscriber, FlushEventArgs, MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ContentVersion } from '../../cache/content-version.js';
import type { PublishableRow } from './publishing.service.js';

/** setTimeout's longest delay (about 24.8 days): a later time is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Fired a little after the time: visitors' reads compare with the database's clock. */
const MARGIN_MS = 20;

export class PublicationClock implements EventSubscriber {
  private timer: NodeJS.Timeout | undefined;
  private due: number | undefined;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver>,
    private readonly contentVersion: ContentVersion,
    private readonly log: Logger,
    /** The content types with a publication time (the content modules name theirs at start-up). */
    private readonly publishables: EntityClass<PublishableRow>[],
  ) {}

  /** Registers for every flush and arms the timer for what the database already holds. */
  async start(): Promise<void> {
    this.orm.em.getEventManager().registerSubscriber(this);
    // Another process's save may have scheduled something: its time is then read from the database.
    this.contentVersion.whenChangedElsewhere(() => void this.armFromDatabase());
    await this.armFromDatabase();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A save that schedules something arms the timer at once (no query inside the save's transaction). */
  afterFlush({ uow }: FlushEventArgs): void {
    const now = Date.now();
    for (const cs of uow.getChangeSets()) {
      const entity = cs.entity as PublishableRow;
      if (!this.publishables.some((type) => entity instanceof type)) continue;
      const at = entity.publishedAt?.getTime();
      if (at !== undefined && at > now) this.arm(at);
    }
  }

  private arm(at: number): void {
    if (this.due !== undefined && this.due <= at && this.timer) return;
    clearTimeout(this.timer);
    this.due = at;
    this.timer = setTimeout(() => this.fire(), Math.min(Math.max(at - Date.now(), 0) + MARGIN_MS, MAX_DELAY_MS));
    this.timer.unref();
  }

  private fire(): void {
    const due = this.due;
    this.timer = undefined;
    this.due = undefined;
    // A long wait may end before its time (setTimeout's limit): only the time coming moves the version.
    if (due !== undefined && due <= Date.now()) this.contentVersion.touch();
    void this.armFromDatabase();
  }

  /** The earliest publication still to come (a time unpublished since then at worst refreshes caches once). */
  private async armFromDatabase(): Promise<void> {
    try {
      const em = this.orm.em.fork();
      const earliest = this.publishables.map(
        (type) => `(select min(published_at) from "${em.getMetadata().get(type).tableName}" where published_at > now())`,
      );
      const [row] = await em.getConnection().execute<{ next: Date | string | null }[]>(`select least(${earliest.join(', ')}) as next`);
      if (row?.next) this.arm(new Date(row.next).getTime());
    } catch (error) {
      this.log.warn({ err: error }, 'scheduled publications not read; they show when content next changes');
    }
  }
}
