import { BaseEntity, IdEntity } from '../common/base.entity.js';
import { ImageSize } from '../images/image-info.js';
import { StoredFile } from '../files/stored-file.js';
import { MediaItem } from '../files/media-item.entity.js';
import { ThrottleCounter } from '../throttle/throttle-counter.entity.js';
import { AdminSession } from './auth/admin-session.entity.js';
import { AdminUser } from './auth/admin-user.entity.js';
import { Application } from './applications/application.entity.js';
import { AuditEntry } from '../audit-trail/audit-entry.entity.js';
import { Blog } from './blog/blog.entity.js';
import { ContactMessage } from './contact/contact-message.entity.js';
import { Document } from './documents/document.entity.js';
import { Product, ProductFile, Spec, SpecGroup } from './products/product.entity.js';
import { ContentRevision } from './versions/content-revision.entity.js';
import { SearchEntry } from './search/search-entry.entity.js';
import { SearchWord } from './search/search-word.entity.js';
import { SystemState } from '../db/system-state.entity.js';
import { Redirect } from './redirects/redirect.entity.js';
import { Webhook } from './webhooks/webhook.entity.js';
import { WebhookDelivery } from './webhooks/webhook-delivery.entity.js';

export const entities = [
  IdEntity,
  BaseEntity,
  StoredFile,
  ImageSize,
  AdminUser,
  AdminSession,
  Application,
  Blog,
  ContactMessage,
  Document,
  Product,
  ProductFile,
  Spec,
  SpecGroup,
  SystemState,
  ThrottleCounter,
  ContentRevision,
  AuditEntry,
  SearchEntry,
  SearchWord,
  MediaItem,
  Redirect,
  Webhook,
  WebhookDelivery,
];
