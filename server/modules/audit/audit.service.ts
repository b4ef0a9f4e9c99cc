import type { EntityMetadata, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPage, type PageArgs } from '../../common/pagination.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AUDIT_ACTIONS, AuditEntry, type AuditAction } from '../../audit-trail/audit-entry.entity.js';
import type { AuditFilter } from './audit.inputs.js';
import { auditedEntityTypes, auditedFields } from '../../audit-trail/audit.subscriber.js';
import { CONTACT_MESSAGE_AUDITED_FIELDS, ContactMessage } from '../contact/contact-message.entity.js';
import { permit } from '../../common/actor.js';

/** What an upload to storage is logged as (no row of its own). */
export const UPLOADED_IMAGE = 'Image';
/** The fields an upload's entry lists. */
export const UPLOADED_IMAGE_FIELDS = ['file'];

/**
 * What an editor does in the media library is logged as such (its rows also change as a side effect of a record's
 * save, which logs the record alone).
 */
export const MEDIA_ITEM = 'MediaItem';
export const MEDIA_ITEM_FIELDS = ['altTr', 'altEn', 'focalX', 'focalY', 'file'];

/** Every field name an entry can list, per entity type (the audit screen names each in the admin's language). */
export function auditFieldNames(metas: Iterable<EntityMetadata>): Record<string, string[]> {
  return {
    ...auditedFields(metas),
    [UPLOADED_IMAGE]: UPLOADED_IMAGE_FIELDS,
    [MEDIA_ITEM]: MEDIA_ITEM_FIELDS,
    [ContactMessage.name]: CONTACT_MESSAGE_AUDITED_FIELDS,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reads the audit log. There is nothing here, nor anywhere in the APIs, that changes an entry. */
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, through the index of the filter's column (or of the time alone). */
  async list(filter: AuditFilter = {}, page: PageArgs = {}): Promise<AuditEntry[]> {
    await permit(this.em, 'auditEntries');
    return findPage(this.em, AuditEntry, whereOf(filter), { createdAt: 'desc', id: 'desc' }, page);
  }

  async count(filter: AuditFilter = {}): Promise<number> {
    await permit(this.em, 'auditEntryCount');
    return this.em.count(AuditEntry, whereOf(filter));
  }

  /** The choices of the list's filters: every action, every audited entity type, every administrator. */
  async filterOptions() {
    await permit(this.em, 'auditFilterOptions');
    const admins = await this.em.find(AdminUser, {}, { orderBy: { username: 'asc' }, fields: ['id', 'username'] });
    // Messages are visitors' rows, out of the flushes' log; their deletions are recorded on purpose (bulkDeleteContactMessages).
    const entityTypes = [...auditedEntityTypes(Object.values(this.em.getMetadata().getAll())), UPLOADED_IMAGE, ContactMessage.name].sort();
    return { actions: [...AUDIT_ACTIONS], entityTypes, admins };
  }
}

function whereOf(filter: AuditFilter): FilterQuery<AuditEntry> {
  const where: FilterQuery<AuditEntry> & Record<string, unknown> = {};
  if (filter.action) where.action = filter.action as AuditAction;
  if (filter.entityType) where.entityType = filter.entityType;
  if (filter.adminId != null) where.adminId = filter.adminId;
  if (filter.from || filter.to) {
    where.createdAt = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) };
  }
  const text = filter.text?.trim().slice(0, 200);
  if (text) where.$or = [{ entityId: text }, { entityName: { $ilike: likePattern(text) } }];
  return where;
}
