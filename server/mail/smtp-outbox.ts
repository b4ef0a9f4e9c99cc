// Mails kept as rows first, sent from here: retried with a growing wait while the mail server is down or refuses for
// now, each delivered once. The contact messages' outbox and the accounts' (invitations, password resets) are this.
import type { EntityClass, FilterQuery, MikroORM } from '@mikro-orm/core';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { Outbox, retryDelay, type OutboxRow } from '../db/outbox.js';

export interface RetryPolicy {
  /** The wait before the first retry; it doubles after each failure, up to MAX_DELAY_MS. */
  firstDelayMs: number;
  maxAttempts: number;
}

/** The delivery columns a mail's row has. */
export interface MailRow extends OutboxRow {
  mailStatus: string;
  mailAttempts: number;
  mailNextAttemptAt: Date | null;
  mailedAt: Date | null;
  mailError: string | null;
}

const MAX_DELAY_MS = 60 * 60_000;

type Outcome = { sent: true } | { sent: false; error: string; permanent: boolean };

export abstract class SmtpOutbox<Row extends MailRow> extends Outbox<Row, Outcome> {
  protected constructor(
    orm: MikroORM,
    protected readonly transport: Transporter,
    protected readonly from: string,
    private readonly retry: RetryPolicy,
    log: Logger,
    /** For the log ('contact mail'), and the row's id's name in it. */
    private readonly label: { name: string; idField: string; entity: EntityClass<Row> },
  ) {
    // Leased longer than one delivery can take (nodemailer's timeouts add up to under a minute).
    super(orm, log, {
      name: `${label.name} outbox`,
      entity: label.entity,
      pending: { mailStatus: 'pending' } as unknown as FilterQuery<Row>,
      dueField: 'mailNextAttemptAt',
      leaseMs: 5 * 60_000,
    });
  }

  /** The mail a row stands for (from is added); `messageId` names the row, so a mail sent twice is one to the reader. */
  protected abstract compose(row: Row, domain: string): SendMailOptions;

  /** After the row's last attempt (sent or given up): what it no longer needs to keep (a link) is dropped. */
  protected settled?(row: Row): void;

  protected countAttempt(row: Row): void {
    row.mailAttempts += 1;
  }

  protected async deliver(row: Row): Promise<Outcome> {
    const domain = this.from.split('@')[1] ?? 'localhost';
    try {
      await this.transport.sendMail({ from: this.from, ...this.compose(row, domain) });
      return { sent: true };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // 5xx is the server's final word (unknown recipient, refused content); anything else may pass later.
      return { sent: false, error: (error as Error).message.slice(0, 1000), permanent: code !== undefined && code >= 500 };
    }
  }

  protected record(row: Row, outcome: Outcome): void {
    const ids = { [this.label.idField]: row.id, attempts: row.mailAttempts };
    if (outcome.sent) {
      Object.assign(row, { mailStatus: 'sent', mailedAt: new Date(), mailNextAttemptAt: null, mailError: null });
      this.settled?.(row);
      this.log.info(ids, `${this.label.name} sent`);
      return;
    }
    const last = outcome.permanent || row.mailAttempts >= this.retry.maxAttempts;
    const wait = retryDelay(this.retry.firstDelayMs, row.mailAttempts, MAX_DELAY_MS);
    Object.assign(row, {
      mailStatus: last ? 'failed' : 'pending',
      mailError: outcome.error,
      mailNextAttemptAt: last ? null : new Date(Date.now() + wait),
    });
    if (last) this.settled?.(row);
    this.log.warn(
      { ...ids, error: outcome.error, retryInMs: last ? undefined : wait },
      last ? `${this.label.name} given up` : `${this.label.name} failed; will retry`,
    );
  }
}
