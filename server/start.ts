// Start-up once the configuration is valid: database (+ migrations, seed, admin) → schema → Express → listen.
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { createApp } from './app.js';
import type { Config } from './common/config.js';
import { restrictTree } from './files/data-dir.js';
import { openFileStore } from './files/file-stores.js';
import { Storage } from './files/storage.js';
import { openThrottles } from './throttle/throttle-store.js';
import { backfillImageSizes } from './files/image-sizes.js';
import { linkMediaLibrary } from './files/media-library.js';
import { ContentNotifications } from './cache/content-notifications.js';
import { DatabaseHealth } from './db/availability.js';
import { DatabaseGate } from './db/database-gate.js';
import { openDatabase, STATEMENT_TIMEOUT_MS } from './database.js';
import { seedIfEmpty } from './seed/seed.js';
import { createLogger } from './common/logger.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ContactSpool } from './modules/contact/contact-spool.js';
import { MailOutbox } from './modules/contact/mail-outbox.js';
import { AccountMailOutbox } from './modules/auth/account-mail-outbox.js';
import { sealerFor } from './modules/auth/sealed.js';
import { ACCOUNT_MAIL_SEAL } from './modules/auth/account-links.js';
import { Application } from './modules/applications/application.entity.js';
import { Blog } from './modules/blog/blog.entity.js';
import { Document } from './modules/documents/document.entity.js';
import { Product } from './modules/products/product.entity.js';
import { PublicationClock } from './modules/publishing/publication-clock.js';
import { SearchIndex } from './modules/search/search-index.js';
import { RedirectTable } from './modules/redirects/redirect-table.js';
import { WebhookOutbox } from './modules/webhooks/webhook-outbox.js';
import { CdnPurgeOutbox } from './modules/cdn/cdn-purge-outbox.js';
import { purgedKeys } from './cache/shared-caching.js';
import { webhookEventsOf } from './modules/webhooks/webhook-events.subscriber.js';
import { buildAppSchema } from './graphql/schema.js';
import type { ServiceDeps } from './modules/services.js';
import { features } from './modules/features.js';
import { QuoteMailOutbox } from './modules/quotes/quote-mail-outbox.js';
import { QuoteRetention } from './modules/quotes/quote-retention.js';

export async function start(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  // Files left readable by an earlier start (another umask, an older version, a restore) are closed at every start.
  const opened = await restrictTree(config.dataDir);
  if (opened) log.warn({ dataDir: config.dataDir, entries: opened }, 'DATA_DIR entries were readable by others: made private');
  const storage = new Storage(config.uploadsDir, await openFileStore(config));
  await storage.init();
  // Typed by a cast: set in the callback below, which narrowing does not follow (it would keep `null`).
  let generated = null as string | null;
  // Under the start lock: of several processes starting together on one database, one seeds and creates the admin.
  const db = await openDatabase(config, async (orm) => {
    await seedIfEmpty(orm.em.fork(), storage, log);
    await backfillImageSizes(orm.em.fork(), storage, log);
    // Files the seed wrote, or stored before the library (or by SQL): their library rows and records' links.
    await linkMediaLibrary(orm.em.fork(), storage, log);
    // Content from before search existed, or written by SQL (benchmarks): indexed once. Saves keep it current.
    const indexed = await new SearchIndex(orm.em.fork()).rebuildIfEmpty();
    if (indexed) log.info({ records: indexed }, 'search index built');
    const { adminUsername, adminPassword } = config.features.auth;
    generated = await new AuthService(orm.em.fork(), config.jwtSecret).ensureAdmin(adminUsername, adminPassword);
  });
  // The health check keeps a connection of its own; the gate answers "unavailable" at once while it goes unanswered.
  // The embedded engine in a long transaction (an import) is busy, not away: its health is not asked behind it.
  const health = new DatabaseHealth(db.orm.config.get('clientUrl'), undefined, undefined, db.busy);
  const gate = new DatabaseGate(health, log, STATEMENT_TIMEOUT_MS + 5_000);
  gate.install(db.orm);
  const { mailTo } = config.features.contact;
  // Timeouts well inside the outboxes' lease (server/mail/smtp-outbox.ts).
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  const mailOutbox =
    transport && mailTo ? new MailOutbox(db.orm, { transport, to: mailTo, from: config.mailFrom }, config.mailRetry, log) : null;
  if (!mailOutbox) log.warn('SMTP_URL or MAIL_TO unset: contact messages are stored but not mailed');
  const accountMailOutbox = transport
    ? new AccountMailOutbox(db.orm, transport, config.mailFrom, sealerFor(config.jwtSecret, ACCOUNT_MAIL_SEAL), config.mailRetry, log)
    : null;
  if (!accountMailOutbox) log.warn('SMTP_URL unset: invitations and password reset links are not mailed');
  const quoteMailOutbox = transport ? new QuoteMailOutbox(db.orm, transport, config.mailFrom, config.mailRetry, log) : null;
  const quoteRetention = new QuoteRetention(db.orm, config.features.quotes.retentionDays, log);
  const contactSpool = new ContactSpool(path.join(config.dataDir, 'spool', 'contact'), db.orm, log, () => mailOutbox?.wake());
  const throttles = openThrottles(config, db.orm, log);
  // Calls recorded by a commit here are made at once; another process's, when its change is heard of (or within a minute).
  const webhookOutbox = new WebhookOutbox(db.orm, config.features.webhooks.allowedHosts, log);
  webhookEventsOf(db.orm).onRecorded(() => webhookOutbox.wake());
  db.contentVersion.whenChangedElsewhere(() => webhookOutbox.wake());
  // A CDN in front forgets what each change here touched.
  const { cdn } = config.features;
  const cdnPurges = cdn.purgeUrl ? new CdnPurgeOutbox(db.orm, { ...cdn, purgeUrl: cdn.purgeUrl }, log) : null;
  if (cdnPurges) db.contentVersion.whenChangedHere((removal, touched) => void cdnPurges.purge(purgedKeys(removal, touched)));
  // Answered from memory on every request: loaded before listening, again on each change here or elsewhere.
  const redirects = new RedirectTable(db.orm, log, config.publicUrl);
  await redirects.start((listener) => db.contentVersion.whenChangedElsewhere(listener));
  const deps: ServiceDeps = {
    config,
    orm: db.orm,
    contentVersion: db.contentVersion,
    storage,
    mailOutbox,
    contactSpool,
    accountMailOutbox,
    quoteMailOutbox,
    throttles: throttles.throttles,
    health,
    redirects,
    log,
    services: features.flatMap((feature) => (feature.services ? [feature.services] : [])),
  };

  if (generated) {
    console.log(
      `\nAdmin account created. Username: ${config.features.auth.adminUsername}  Password: ${generated}\n` +
        'This password is shown only once. Change it with `npm run admin:password`.\n',
    );
  }

  // With several processes on one database, each one's caches hear of the others' edits at once.
  const notifications = config.databaseUrl ? new ContentNotifications(config.databaseUrl, db.contentVersion, log) : null;
  await notifications?.start();
  const handle = await createApp(deps, await buildAppSchema());
  // Scheduled products and posts become visible at their time, caches included.
  const publicationClock = new PublicationClock(db.orm, db.contentVersion, log, [Product, Blog, Document, Application]);
  await publicationClock.start();
  contactSpool.start();
  mailOutbox?.start();
  accountMailOutbox?.start();
  quoteMailOutbox?.start();
  quoteRetention.start();
  webhookOutbox.start();
  cdnPurges?.start();
  const server = createServer(handle.handler).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    log.info(
      { port, url: `http://localhost:${port}`, database: config.databaseUrl ? 'external' : 'embedded', files: config.fileStore },
      'listening',
    );
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    contactSpool.stop();
    publicationClock.stop();
    await mailOutbox?.stop();
    await accountMailOutbox?.stop();
    await quoteMailOutbox?.stop();
    await quoteRetention.stop();
    await webhookOutbox.stop();
    await cdnPurges?.stop();
    await handle.stop();
    await notifications?.stop();
    await throttles.close();
    gate.stop();
    await health.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
