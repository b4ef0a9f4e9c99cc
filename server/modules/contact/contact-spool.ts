// Contact messages accepted while the database cannot be reached: each kept as a file under DATA_DIR/spool/contact
// (written whole and synced to disk before the visitor hears "sent"), stored once the database answers again, and
// only then removed. A message replayed twice (a crash between storing and removing) is stored once: its receipt is
// unique.
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM, QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import writeFileAtomic from 'write-file-atomic';
import { queueContactReceived } from '../webhooks/webhook-events.subscriber.js';
import { ContactMessage, type MailStatus } from './contact-message.entity.js';

export interface SpooledMessage {
  receipt: string;
  name: string;
  email: string;
  phone: string;
  /** Absent from files kept before pages were recorded. */
  sourcePage?: string | null;
  subject: string;
  createdAt: string;
  mailStatus: MailStatus;
  /** Absent from files kept before consent was asked. */
  consentAt?: string | null;
}

/** How often the spool is looked at (a directory listing; the database is asked only when it holds messages). */
const INTERVAL_MS = 5_000;

export class ContactSpool {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<number> | undefined;

  constructor(
    readonly dir: string,
    private readonly orm: MikroORM,
    private readonly log: Logger,
    /** Called after spooled messages were stored (the mail outbox then sends them). */
    private readonly onStored: () => void = () => undefined,
  ) {}

  /** Keeps a message on disk; throws when it cannot (the visitor must then be told it was not sent). */
  async keep(message: SpooledMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFileAtomic(path.join(this.dir, `${message.receipt}.json`), JSON.stringify(message), { mode: 0o600, fsync: true });
    this.log.warn({ receipt: message.receipt }, 'database unavailable: contact message kept in the spool');
  }

  /** Stores what is kept now (the database may have come back while the server was stopped), then every few seconds. */
  start(): void {
    const drain = () =>
      void this.drain().then(
        (stored) => {
          if (stored) this.onStored();
        },
        (error: unknown) => this.log.warn({ err: error }, 'contact spool: kept messages not stored yet; trying again shortly'),
      );
    drain();
    this.timer = setInterval(drain, INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Stores every kept message it can; resolves with how many it stored. Concurrent calls share one run. */
  drain(): Promise<number> {
    this.draining ??= this.storeAll().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async storeAll(): Promise<number> {
    const files = (await readdir(this.dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
    let stored = 0;
    for (const file of files) {
      const full = path.join(this.dir, file);
      let message: SpooledMessage;
      try {
        message = JSON.parse(await readFile(full, 'utf8')) as SpooledMessage;
      } catch (error) {
        // Never written by keep() (which writes whole files): set aside for a person to look at, not retried forever.
        this.log.error({ err: error, file: full }, 'contact spool: unreadable file set aside');
        await rename(full, `${full}.unreadable`);
        continue;
      }
      await (this.orm.em.fork() as EntityManager).transactional(async (em) => {
        const result = await em
          .createQueryBuilder(ContactMessage)
          .insert({
            ...message,
            createdAt: new Date(message.createdAt),
            consentAt: message.consentAt ? new Date(message.consentAt) : null,
            updatedAt: new Date(),
            mailNextAttemptAt: message.mailStatus === 'pending' ? new Date() : null,
          })
          .onConflict('receipt')
          .ignore()
          .execute<QueryResult<ContactMessage>>('run');
        // Stored now (not by an earlier replay): webhooks hear of it with the insert.
        if (result.affectedRows && result.insertId) queueContactReceived(em, Number(result.insertId));
      });
      await rm(full, { force: true });
      stored += 1;
    }
    if (stored) this.log.info({ stored }, 'contact spool: kept messages stored');
    return stored;
  }
}
