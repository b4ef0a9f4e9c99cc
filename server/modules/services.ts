// One request's services: each feature adds its own (its index.ts names them in `Services` and builds them), bound to
// the request's EntityManager; what lives for the whole process comes in `ServiceDeps`.
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../common/config.js';
import type { DatabaseHealth } from '../db/availability.js';
import type { ContentVersion } from '../cache/content-version.js';
import type { Storage } from '../files/storage.js';
import type { Throttles } from '../throttle/throttle.js';
import type { ContactSpool } from './contact/contact-spool.js';
import type { MailOutbox } from './contact/mail-outbox.js';
import type { AccountMailOutbox } from './auth/account-mail-outbox.js';
import type { QuoteMailOutbox } from './quotes/quote-mail-outbox.js';
import type { RedirectTable } from './redirects/redirect-table.js';

/**
 * A request's services by name. Empty here: each feature declares its own into it (`declare module '../services.js'`
 * in its index.ts), so the type lists what the features add.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, feature by feature
export interface Services {}

/** A feature's services for one request; `made` holds those of the features listed before it (products for the catalogue). */
export type ServiceFactory = (em: EntityManager, deps: ServiceDeps, made: Services) => Partial<Services>;

/** What lives for the whole process; services are bound to one request's EntityManager. */
export interface ServiceDeps {
  config: Config;
  orm: MikroORM<PostgreSqlDriver>;
  contentVersion: ContentVersion;
  storage: Storage;
  /** Null when SMTP_URL or MAIL_TO is unset: messages are then stored only. */
  mailOutbox: MailOutbox | null;
  contactSpool: ContactSpool;
  /** Invitations and password reset links; null when SMTP_URL is unset (they wait in their table). */
  accountMailOutbox: AccountMailOutbox | null;
  /** Quote requests' mails (to sales, the visitor's confirmation); null when SMTP_URL is unset (kept as not_configured). */
  quoteMailOutbox: QuoteMailOutbox | null;
  /** Sign-in and contact counters, in the store the configuration names (shared by every process on it). */
  throttles: Throttles;
  /** Whether the database answers, asked on a connection of its own (/healthz, and the gate in front of the pool). */
  health: DatabaseHealth;
  /** Every redirect, in memory: answered before any page (server/app.ts). */
  redirects: RedirectTable;
  log: Logger;
  /** What each feature adds to a request's services (its index.ts), in the order of the list of features. */
  services: readonly ServiceFactory[];
}

/** One request's services, every feature's, bound to `em`. */
export function createServices(em: EntityManager, deps: ServiceDeps): Services {
  const made = {} as Services;
  for (const make of deps.services) Object.assign(made, make(em, deps, made));
  return made;
}
