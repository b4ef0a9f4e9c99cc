// The daily job that anonymises the quote requests older than the retention period (QUOTE_RETENTION), as the privacy
// notice says: at start, then every few hours (a run finds nothing to do when another process has just done it).
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { QuoteService } from './quotes.service.js';

const EVERY_MS = 6 * 60 * 60_000;

export class QuoteRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly days: number,
    private readonly log: Logger,
  ) {}

  /** One pass; answers how many requests it anonymised. */
  async run(now = new Date()): Promise<number> {
    const service = new QuoteService(this.orm.em.fork() as EntityManager, null);
    let total = 0;
    for (;;) {
      const done = await service.anonymiseOlderThan(this.days, now);
      total += done;
      if (done < 1000) break;
    }
    if (total) this.log.info({ requests: total, days: this.days }, 'quote requests anonymised (retention period)');
    return total;
  }

  start(): void {
    const tick = () => {
      this.running = this.run()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'quote retention failed'));
    };
    tick();
    this.timer = setInterval(tick, EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
