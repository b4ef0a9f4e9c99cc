import { BaseEntity, IdEntity } from '../common/base.entity.js';
import { ImageSize } from '../images/image-info.js';
import { StoredFile } from '../files/stored-file.js';
import { ThrottleCounter } from '../throttle/throttle-counter.entity.js';
import { AdminSession } from '../modules/auth/admin-session.entity.js';
import { AdminUser } from '../modules/auth/admin-user.entity.js';
import { Application } from '../modules/applications/application.entity.js';
import { AuditEntry } from '../audit-trail/audit-entry.entity.js';
import { Blog } from '../modules/blog/blog.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { Document } from '../modules/documents/document.entity.js';
import { Product, ProductFile, Spec, SpecGroup } from '../modules/products/product.entity.js';
import { ContentRevision } from '../modules/versions/content-revision.entity.js';
import { SearchEntry } from '../modules/search/search-entry.entity.js';
import { SearchWord } from '../modules/search/search-word.entity.js';
import { SystemState } from './system-state.entity.js';

export const entities = [
  IdEntity, BaseEntity, StoredFile, ImageSize, AdminUser, AdminSession, Application, Blog, ContactMessage, Document,
  Product, ProductFile, Spec, SpecGroup, SystemState, ThrottleCounter, ContentRevision, AuditEntry, SearchEntry, SearchWord,
];
