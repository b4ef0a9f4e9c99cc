import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, ReferenceKind, type FilterQuery } from '@mikro-orm/core';
import { FileChanges } from '../../files/file-changes.js';
import { MediaItem, MediaKind } from '../../files/media-item.entity.js';
import { publicUrl, storedNameHolders, type IncomingFile, type Storage, type UploadKind } from '../../files/storage.js';
import type { StoredFile } from '../../files/stored-file.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { notFound, userInputError } from '../../common/errors.js';
import { toPage, type PageArgs } from '../../common/pagination.js';
import { parseInput } from '../../common/validation.js';
import { inTransaction } from '../../common/transaction.js';
import { fold, foldSql } from '../search/search-text.js';
import { MEDIA_ITEM, UPLOADED_IMAGE, UPLOADED_IMAGE_FIELDS } from '../audit/audit.service.js';
import { queueUpdated, webhookKindOf } from '../webhooks/webhook-events.subscriber.js';
import { isImageTarget, KIND, MAX_SEARCH_LENGTH, mediaItemSchema, type ImageTarget, type MediaUsage } from './media.inputs.js';
import { permit, permitChanges } from '../../common/actor.js';

/** Images uploaded into the library itself are kept with the other shared images. */
const LIBRARY_STORE: UploadKind = 'images';

export interface MediaFilter extends PageArgs {
  search?: string | null;
  kind?: MediaKind | null;
}

// Where records name a library item: a picture through its link, a download by the name kept with the record, an image
// inside rich text by its URL (which holds the stored name). Columns are the tables' own (see the entities).
const USAGE_SQL = `
  select m.id as media, 'Product' as type, p.id, p.name, 'image' as role from product p join media_item m on p.image_media_id = m.id where m.id in (?)
  union all select m.id, 'Blog', b.id, b.title_tr, 'image' from blog b join media_item m on b.image_media_id = m.id where m.id in (?)
  union all select m.id, 'Document', d.id, d.name_tr, 'image' from document d join media_item m on d.cover_image_media_id = m.id where m.id in (?)
  union all select m.id, 'Application', a.id, a.name, 'image' from application a join media_item m on a.icon_media_id = m.id where m.id in (?)
  union all select m.id, 'Product', p.id, p.name, 'share' from product p join media_item m on p.share_image_media_id = m.id where m.id in (?)
  union all select m.id, 'Blog', b.id, b.title_tr, 'share' from blog b join media_item m on b.share_image_media_id = m.id where m.id in (?)
  union all select m.id, 'Product', p.id, p.name, 'file' from product_file f join product p on p.id = f.product_id join media_item m on m.store = 'productFiles' and m.stored_name = f.file_stored_name where m.id in (?)
  union all select m.id, 'Document', d.id, d.name_tr, 'file' from document d join media_item m on (m.store = 'documentsTr' and m.stored_name = d.file_tr_stored_name) or (m.store = 'documentsEn' and m.stored_name = d.file_en_stored_name) where m.id in (?)
  union all select m.id, 'Application', a.id, a.name, 'file' from application a join media_item m on m.store = 'applications' and m.stored_name = a.file_stored_name where m.id in (?)
  union all select m.id, 'Blog', b.id, b.title_tr, 'text' from blog b join media_item m on m.kind = 'image' and (strpos(b.content_tr, m.stored_name) > 0 or strpos(b.content_en, m.stored_name) > 0) where m.id in (?)
  union all select m.id, 'Product', p.id, p.name, 'text' from product p join media_item m on m.kind = 'image' and (strpos(p.long_description_tr, m.stored_name) > 0 or strpos(p.long_description_en, m.stored_name) > 0) where m.id in (?)
  order by 1, 2, 3`;
const USAGE_PARAMS = 11;

export class MediaService {
  constructor(
    private readonly storage: Storage,
    private readonly em: EntityManager,
  ) {}

  /** Stores an image and answers its file name, to be referenced by a later save. */
  async uploadImage(target: unknown, upload: IncomingFile | Promise<IncomingFile> | null): Promise<string> {
    await permit(this.em, 'uploadImage');
    if (!isImageTarget(target)) throw userInputError('type', 'INVALID_TYPE');
    if (!upload) throw userInputError('file', 'REQUIRED');
    return (await this.store(upload, KIND[target])).storedName;
  }

  /** Stores an image in the library (and its row); a record may show it afterwards. */
  async upload(upload: IncomingFile | Promise<IncomingFile>): Promise<MediaItem> {
    await permit(this.em, 'uploadMedia');
    return this.store(upload, LIBRARY_STORE);
  }

  private async store(upload: IncomingFile | Promise<IncomingFile>, store: UploadKind): Promise<MediaItem> {
    // The log gets its own entry, and an image whose entry could not be written is removed again.
    return FileChanges.run(this.storage, this.em, async (changes) => {
      const { file, item } = await changes.saveItem(store, upload, 'file');
      await inTransaction(this.em, async () => {
        await this.em.flush();
        await recordAudit(this.em, {
          action: 'upload',
          entityType: UPLOADED_IMAGE,
          entityId: file.storedName,
          entityName: file.originalName,
          fields: UPLOADED_IMAGE_FIELDS,
        });
      });
      return item;
    });
  }

  urlOf(target: ImageTarget, filename: string): string {
    return publicUrl(KIND[target], filename);
  }

  list(filter: MediaFilter): Promise<MediaItem[]> {
    const { limit, offset } = toPage(filter);
    return this.em.find(MediaItem, this.where(filter), { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
  }

  count(filter: MediaFilter): Promise<number> {
    return this.em.count(MediaItem, this.where(filter));
  }

  byId(id: number): Promise<MediaItem | null> {
    return this.em.findOne(MediaItem, { id });
  }

  private pendingUsages: { ids: Set<number>; result: Promise<Map<number, MediaUsage[]>> } | null = null;

  /** Where one item is used; the items of one GraphQL page are asked together (one statement). */
  usagesOf(id: number): Promise<MediaUsage[]> {
    if (!this.pendingUsages) {
      const ids = new Set<number>();
      const result = Promise.resolve().then(() => {
        this.pendingUsages = null;
        return this.usages([...ids]);
      });
      this.pendingUsages = { ids, result };
    }
    this.pendingUsages.ids.add(id);
    return this.pendingUsages.result.then((byItem) => byItem.get(id) ?? []);
  }

  /** Where each item is used, for a page of items at once. */
  async usages(ids: readonly number[]): Promise<Map<number, MediaUsage[]>> {
    const rows: Array<{ media: number; type: string; id: number; name: string; role: string }> = ids.length
      ? await this.em.execute(
          USAGE_SQL,
          Array.from({ length: USAGE_PARAMS }, () => [...ids]),
        )
      : [];
    const byItem = new Map<number, MediaUsage[]>(ids.map((id) => [id, []]));
    for (const row of rows) byItem.get(row.media)?.push({ entityType: row.type, id: row.id, name: row.name, role: row.role });
    return byItem;
  }

  async update(id: number, input: unknown): Promise<MediaItem> {
    const grant = await permit(this.em, 'updateMediaItem');
    const data = parseInput(mediaItemSchema, input);
    const item = await this.em.findOne(MediaItem, { id });
    if (!item) throw notFound('MediaItem', id);
    if ((data.focalX !== undefined || data.focalY !== undefined) && item.kind !== MediaKind.image)
      throw userInputError('focalX', 'NOT_AN_IMAGE');
    const changes = Object.fromEntries(Object.entries(data).filter(([key, v]) => v !== undefined && item[key as keyof MediaItem] !== v));
    const before = Object.fromEntries(Object.keys(changes).map((key) => [key, (item as unknown as Record<string, unknown>)[key]]));
    permitChanges(grant, 'updateMediaItem', before, changes);
    if (!Object.keys(changes).length) return item;
    await inTransaction(this.em, async () => {
      this.em.assign(item, changes);
      await this.em.flush();
      await recordAudit(this.em, {
        action: 'update',
        entityType: MEDIA_ITEM,
        entityId: String(id),
        entityName: item.fileName,
        fields: Object.keys(changes).sort(),
      });
    });
    return item;
  }

  /** Only an item no record uses: otherwise MEDIA_IN_USE, and the confirmation lists where (usages). */
  async delete(id: number): Promise<boolean> {
    await permit(this.em, 'deleteMediaItem');
    const item = await this.em.findOne(MediaItem, { id });
    if (!item) throw notFound('MediaItem', id);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      await inTransaction(this.em, async () => {
        // Locked first: a save that starts showing it waits, and is refused its link once the row is gone.
        await this.em.execute('select id from media_item where id = ? for update', [id]);
        if ((await this.usages([id])).get(id)!.length) throw userInputError('id', 'MEDIA_IN_USE');
        this.em.remove(item);
        await this.em.flush();
        await recordAudit(this.em, {
          action: 'delete',
          entityType: MEDIA_ITEM,
          entityId: String(id),
          entityName: item.fileName,
          fields: [],
        });
      });
      changes.dropAfterCommit(item.store, item.storedName);
      return true;
    });
  }

  /**
   * New bytes for an image every record keeps showing: the records naming it, and rich text showing it by URL, name
   * the new file in the same transaction; the old file goes afterwards.
   */
  async replace(id: number, upload: IncomingFile | Promise<IncomingFile>): Promise<MediaItem> {
    await permit(this.em, 'replaceMediaFile');
    const item = await this.em.findOne(MediaItem, { id });
    if (!item) throw notFound('MediaItem', id);
    const oldName = item.storedName;
    const oldUrl = item.url;
    return FileChanges.run(this.storage, this.em, async (changes) => {
      const file = await this.storage.save(item.store, upload, 'file');
      changes.dropAfterCommit(item.store, oldName);
      try {
        const image = item.kind === MediaKind.image;
        const size = image ? await this.storage.imageSize(item.store, file.storedName) : null;
        await inTransaction(this.em, async () => {
          // Asked before the item names its new file: rich text is still found by the old name.
          const shownBy = (await this.usages([id])).get(id)!;
          this.em.assign(item, {
            storedName: file.storedName,
            fileName: file.originalName,
            size: file.size,
            mimeType: file.mimeType,
            width: size?.width ?? null,
            height: size?.height ?? null,
            animated: size?.animated ?? false,
          });
          await this.em.flush();
          await recordAudit(this.em, {
            action: 'update',
            entityType: MEDIA_ITEM,
            entityId: String(id),
            entityName: item.fileName,
            fields: ['file'],
          });
          // Written by statements, which the webhook subscriber does not see in a flush: the records are announced here.
          await this.announceUpdated(shownBy);
          if (!image) return this.replaceInRecords(item.store, oldName, file);
          const sizes = [size?.width ?? null, size?.height ?? null, size?.animated ?? null];
          for (const [table, column] of [
            ['product', 'image'],
            ['blog', 'image'],
            ['document', 'cover_image'],
            ['application', 'icon'],
          ] as const) {
            await this.em.execute(
              `update "${table}" set "${column}" = ?, "${column}_width" = ?, "${column}_height" = ?, "${column}_animated" = ?, updated_at = now() where "${column}_media_id" = ?`,
              [file.storedName, ...sizes, id],
            );
          }
          const newUrl = item.url!;
          for (const [table, columns] of [
            ['blog', ['content_tr', 'content_en']],
            ['product', ['long_description_tr', 'long_description_en']],
          ] as const) {
            const set = columns.map((c) => `"${c}" = replace("${c}", ?, ?)`).join(', ');
            await this.em.execute(
              `update "${table}" set ${set}, updated_at = now() where ${columns.map((c) => `strpos("${c}", ?) > 0`).join(' or ')}`,
              [...columns.flatMap(() => [oldUrl, newUrl]), ...columns.map(() => oldUrl)],
            );
          }
        });
      } catch (error) {
        await this.storage.remove(item.store, file.storedName);
        throw error;
      }
      return item;
    });
  }

  /**
   * An `updated` webhook call for each record that shows the item, once each (a picture and rich text alike, a share
   * card too: its image's address changes), in the open transaction.
   */
  private async announceUpdated(usages: readonly MediaUsage[]): Promise<void> {
    for (const entityType of new Set(usages.map((u) => u.entityType))) {
      const kind = webhookKindOf(entityType);
      if (!kind) continue;
      const ids = [...new Set(usages.filter((u) => u.entityType === entityType).map((u) => u.id))];
      const meta = this.em.getMetadata().get(entityType);
      const slug = meta.properties.slug?.fieldNames[0];
      const records: Array<{ id: number; slug: string | null }> = slug
        ? await this.em.execute(`select id, "${slug}" as slug from "${meta.tableName}" where id in (?)`, [ids])
        : ids.map((recordId) => ({ id: recordId, slug: null }));
      queueUpdated(this.em, kind, records);
    }
  }

  /** A download's new file in every record offering the old one: its name, size and type; the record's links stay. */
  private async replaceInRecords(store: UploadKind, oldName: string, file: StoredFile): Promise<void> {
    for (const { entity, property } of storedNameHolders().filter((h) => h.kind === store)) {
      const meta = this.em.getMetadata().get(entity);
      const prop = meta.properties[property];
      if (prop.kind !== ReferenceKind.EMBEDDED) continue;
      const column = (member: keyof StoredFile) => `"${prop.embeddedProps[member].fieldNames[0]}"`;
      const updated = meta.properties.updatedAt ? `, "${meta.properties.updatedAt.fieldNames[0]}" = now()` : '';
      await this.em.execute(
        `update "${meta.tableName}" set ${column('storedName')} = ?, ${column('originalName')} = ?, ${column('size')} = ?, ${column('mimeType')} = ?${updated} where ${column('storedName')} = ?`,
        [file.storedName, file.originalName, file.size, file.mimeType, oldName],
      );
    }
  }

  private where({ search, kind }: MediaFilter): FilterQuery<MediaItem> {
    const text = search?.trim() ?? '';
    if (text.length > MAX_SEARCH_LENGTH) throw userInputError('search', 'TOO_LONG');
    const where: FilterQuery<MediaItem> = kind ? { kind } : {};
    if (!text) return where;
    // Folded on both sides, as the site search does: "olcum" finds "Ölçüm.jpg".
    const pattern = `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      ...where,
      $or: ['file_name', 'stored_name', 'alt_tr', 'alt_en'].map((c) => ({ [raw(foldSql(c))]: { $like: pattern } })),
    };
  }
}
