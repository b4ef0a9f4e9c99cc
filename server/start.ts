// Start-up once the configuration is valid: database (+ migrations, seed, admin) → schema → Express → listen.
import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { createApp } from './app.js';
import type { Config } from './config.js';
import { Storage } from './common/storage.js';
import { backfillImageSizes } from './db/image-sizes.js';
import { openDatabase } from './db/orm.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { createLogger } from './logger.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ContactSpool } from './modules/contact/contact-spool.js';
import { MailOutbox } from './modules/contact/mail-outbox.js';
import { SearchIndex } from './modules/search/search-index.js';
import { buildAppSchema } from './schema.js';
import type { ServiceDeps } from './services.js';

export async function start(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  const db = await openDatabase(config);
  const storage = new Storage(config.uploadsDir);
  await storage.init();
  const mailOutbox = config.smtpUrl && config.mailTo
    ? new MailOutbox(db.orm, {
        // Timeouts well inside the outbox's lease (server/modules/contact/mail-outbox.ts).
        transport: nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
        to: config.mailTo,
        from: config.mailFrom,
      }, config.mailRetry, log)
    : null;
  if (!mailOutbox) log.warn('SMTP_URL or MAIL_TO unset: contact messages are stored but not mailed');
  const contactSpool = new ContactSpool(path.join(config.dataDir, 'spool', 'contact'), db.orm, log, () => mailOutbox?.wake());
  const deps: ServiceDeps = { config, orm: db.orm, contentVersion: db.contentVersion, storage, mailOutbox, contactSpool, log };

  await seedIfEmpty(db.orm.em.fork(), storage, log);
  await backfillImageSizes(db.orm.em.fork(), storage, log);
  // Content from before search existed, or written by SQL (benchmarks): indexed once. Saves keep it current.
  const indexed = await new SearchIndex(db.orm.em.fork()).rebuildIfEmpty();
  if (indexed) log.info({ records: indexed }, 'search index built');
  const generated = await new AuthService(db.orm.em.fork(), config.jwtSecret).ensureAdmin(config.adminUsername, config.adminPassword);
  if (generated) {
    console.log(`\nAdmin account created. Username: ${config.adminUsername}  Password: ${generated}\n` +
      'This password is shown only once. Change it with `npm run admin:password`.\n');
  }

  const handle = await createApp(deps, await buildAppSchema());
  contactSpool.start();
  mailOutbox?.start();
  const server = createServer(handle.handler).listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ port, url: `http://localhost:${port}`, database: config.databaseUrl ? 'external' : 'embedded' }, 'listening');
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    contactSpool.stop();
    await mailOutbox?.stop();
    await handle.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
