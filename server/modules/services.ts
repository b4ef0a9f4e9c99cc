import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../common/config.js';
import type { DatabaseHealth } from '../db/availability.js';
import type { ContentVersion } from '../cache/content-version.js';
import type { Storage } from '../files/storage.js';
import type { Throttles } from '../throttle/throttle.js';
import { ApplicationService } from './applications/application.service.js';
import { AuditService } from './audit/audit.service.js';
import { AuthService } from './auth/auth.service.js';
import { BlogService } from './blog/blog.service.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import type { ContactSpool } from './contact/contact-spool.js';
import { ContactService } from './contact/contact.service.js';
import type { MailOutbox } from './contact/mail-outbox.js';
import { DocumentService } from './documents/document.service.js';
import { MediaService } from './media/media.service.js';
import { ProductService } from './products/product.service.js';
import { PublishingService } from './publishing/publishing.service.js';
import { RevisionKind } from './versions/content-revision.entity.js';
import { VersionService } from './versions/version.service.js';
import { SearchService } from './search/search.service.js';
import type { RedirectTable } from './redirects/redirect-table.js';
import { RedirectService } from './redirects/redirect.service.js';
import { WebhookService } from './webhooks/webhook.service.js';
import { Product } from './products/product.entity.js';
import { Blog } from './blog/blog.entity.js';

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
  /** Every redirect, in memory: answered before any page (server/app.ts). */
  redirects: RedirectTable;
  log: Logger;
}

export function createServices(em: EntityManager, deps: ServiceDeps) {
  const products = new ProductService(em, deps.storage, deps.contentVersion);
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
    versions: new VersionService(em, deps.storage, { [RevisionKind.product]: products, [RevisionKind.blog]: blogs }),
    audit: new AuditService(em),
    search: new SearchService(em),
    redirects: new RedirectService(
      em,
      {
        product: async (slug) => (await em.count(Product, { slug })) > 0,
        blog: async (slug) => (await em.count(Blog, { slug })) > 0,
      },
      deps.redirects,
    ),
    webhooks: new WebhookService(em, deps.config.webhookAllowedHosts),
  };
}

export type Services = ReturnType<typeof createServices>;
