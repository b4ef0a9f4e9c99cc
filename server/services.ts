import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './common/config.js';
import type { DatabaseHealth } from './db/availability.js';
import type { ContentVersion } from './cache/content-version.js';
import type { Storage } from './files/storage.js';
import type { Throttles } from './throttle/throttle.js';
import { ApplicationService } from './modules/applications/application.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BlogService } from './modules/blog/blog.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import type { ContactSpool } from './modules/contact/contact-spool.js';
import { ContactService } from './modules/contact/contact.service.js';
import type { MailOutbox } from './modules/contact/mail-outbox.js';
import { DocumentService } from './modules/documents/document.service.js';
import { MediaService } from './modules/media/media.service.js';
import { ProductService } from './modules/products/product.service.js';
import { PublishingService } from './modules/publishing/publishing.service.js';
import { RevisionService } from './modules/versions/revision.service.js';
import { SearchService } from './modules/search/search.service.js';

/** What lives for the whole process; services are bound to one request's EntityManager. */
export interface ServiceDeps {
  config: Config;
  orm: MikroORM<PostgreSqlDriver>;
  contentVersion: ContentVersion;
  storage: Storage;
  /** Null when SMTP_URL or MAIL_TO is unset: messages are then stored only. */
  mailOutbox: MailOutbox | null;
  contactSpool: ContactSpool;
  /** Sign-in and contact counters, in the store the configuration names (shared by every process on it). */
  throttles: Throttles;
  /** Whether the database answers, asked on a connection of its own (/healthz, and the gate in front of the pool). */
  health: DatabaseHealth;
  log: Logger;
}

export function createServices(em: EntityManager, deps: ServiceDeps) {
  const products = new ProductService(em, deps.storage);
  const blogs = new BlogService(em, deps.storage);
  const { throttles } = deps;
  return {
    auth: new AuthService(em, deps.config.jwtSecret, throttles),
    products,
    catalogue: new CatalogueService(products, deps.storage, deps.contentVersion),
    blogs,
    documents: new DocumentService(em, deps.storage),
    applications: new ApplicationService(em, deps.storage),
    contact: new ContactService(em, deps.mailOutbox, deps.contactSpool, deps.log, throttles),
    media: new MediaService(deps.storage, em),
    publishing: new PublishingService(em),
    revisions: new RevisionService(em, deps.storage, products, blogs),
    audit: new AuditService(em),
    search: new SearchService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
