// The media library's rows follow the file store: an upload gets its row in the transaction that stores it
// (FileChanges), and files stored before the library, or by the seed, get theirs at start-up (linkMediaLibrary).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReferenceKind } from '@mikro-orm/core';
import mime from 'mime-types';
import type { Logger } from 'pino';
import { MediaItem, MediaKind } from './media-item.entity.js';
import { isImageKind, storedNameHolders, UPLOAD_KINDS, type Storage, type UploadKind } from './storage.js';
import type { StoredFile } from './stored-file.js';
import { ImageSize } from '../images/image-info.js';
import { userInputError } from '../common/errors.js';

/** A record's image field `x` shows its library item through `xMedia` (a ManyToOne to MediaItem). */
export const mediaProperty = (property: string) => `${property}Media`;

/** The library row of a file just stored (persisted with the EntityManager's next flush). */
export async function recordStoredFile(em: EntityManager, storage: Storage, kind: UploadKind, file: StoredFile): Promise<MediaItem> {
  const image = isImageKind(UPLOAD_KINDS[kind]);
  const size = image ? await storage.imageSize(kind, file.storedName) : null;
  return em.create(MediaItem, {
    kind: image ? MediaKind.image : MediaKind.file,
    store: kind,
    storedName: file.storedName,
    fileName: file.originalName,
    size: file.size,
    mimeType: file.mimeType,
    width: size?.width ?? null,
    height: size?.height ?? null,
    animated: size?.animated ?? false,
  });
}

/** The library image a record's field may name (any image store: a product can show a post's picture). */
export function imageNamed(em: EntityManager, storedName: string): Promise<MediaItem | null> {
  return em.findOne(MediaItem, { storedName, kind: MediaKind.image });
}

/** The library image with this id, if the library still has it. */
export function imageWithId(em: EntityManager, id: number): Promise<MediaItem | null> {
  return em.findOne(MediaItem, { id, kind: MediaKind.image });
}

/** A library image a record's field takes by its id (any image store); FILE_NOT_FOUND names `field`. */
export async function libraryImage(em: EntityManager, id: number, field: string): Promise<MediaItem> {
  const item = await imageWithId(em, id);
  if (!item) throw userInputError(field, 'FILE_NOT_FOUND');
  return item;
}

/** The library image a record's share card shows: left out keeps it (undefined), null clears it. */
export async function shareImage(em: EntityManager, id: number | null | undefined): Promise<MediaItem | null | undefined> {
  return id == null ? id : libraryImage(em, id, 'shareImageId');
}

/** A library image's pixel size as records keep it; null while unknown. */
export const mediaImageSize = (media: MediaItem): ImageSize | null =>
  media.width != null && media.height != null
    ? new ImageSize({ width: media.width, height: media.height, animated: media.animated })
    : null;

/**
 * What a record keeps of the image its field names: the library item and the pixel size. A name without a library row
 * (a file from before it) is looked up in the field's own store; neither: FILE_NOT_FOUND, unless the record names it now.
 */
export async function recordImage(
  em: EntityManager,
  storage: Storage,
  kind: UploadKind,
  storedName: string | null,
  current: string | null,
  field = 'image',
): Promise<{ media: MediaItem | null; size: ImageSize | null }> {
  if (!storedName) return { media: null, size: null };
  const media = await imageNamed(em, storedName);
  if (media) return { media, size: mediaImageSize(media) };
  // The record's own image, even gone from the store, is kept as it was (a restored version names it so).
  if (storedName !== current && !(await storage.exists(kind, storedName))) throw userInputError(field, 'FILE_NOT_FOUND');
  return { media: null, size: await storage.imageSize(kind, storedName) };
}

/**
 * Gives every stored file a record names its library row, and every record's image field its link to that row.
 * Idempotent and cheap when nothing is missing (one statement per field); runs at start-up under the start lock.
 */
export async function linkMediaLibrary(em: EntityManager, storage: Storage, log: Logger): Promise<number> {
  const media = em.getMetadata().get(MediaItem).tableName;
  let added = 0;
  for (const { kind, entity, property } of storedNameHolders()) {
    const meta = em.getMetadata().get(entity);
    const prop = meta.properties[property];
    const embedded = prop.kind === ReferenceKind.EMBEDDED;
    const column = (p: typeof prop) => `t."${p.fieldNames[0]}"`;
    const name = embedded ? column(prop.embeddedProps.storedName) : column(prop);
    const fileName = embedded ? column(prop.embeddedProps.originalName) : name;
    const size = embedded ? column(prop.embeddedProps.size) : '0';
    const type = embedded ? column(prop.embeddedProps.mimeType) : `''`;
    const image = isImageKind(UPLOAD_KINDS[kind]);
    const inserted: unknown[] = await em.execute(
      `insert into "${media}" (kind, store, stored_name, file_name, size, mime_type, created_at, updated_at)
       select distinct on (${name}) ?, ?, ${name}, ${fileName}, ${size}, ${type}, now(), now() from "${meta.tableName}" as t
       where ${name} is not null and not exists (select 1 from "${media}" as m where m.stored_name = ${name})
       returning id`,
      [image ? MediaKind.image : MediaKind.file, kind],
    );
    added += inserted.length;
    const link = meta.properties[mediaProperty(property)];
    if (link) {
      await em.execute(
        `update "${meta.tableName}" as t set "${link.fieldNames[0]}" = m.id from "${media}" as m
         where m.stored_name = ${name} and m.kind = 'image' and t."${link.fieldNames[0]}" is null`,
      );
    }
  }
  // Rows added from a record's name alone: their size, type and pixel size are read from the store once.
  for (const item of await em.find(MediaItem, { $or: [{ size: 0 }, { mimeType: '' }] })) {
    const info = await storage.head(item.store, item.storedName);
    item.size = info?.size ?? item.size;
    item.mimeType = item.mimeType || mime.lookup(item.storedName) || 'application/octet-stream';
    if (item.kind === MediaKind.image && item.width == null) {
      const pixels = await storage.imageSize(item.store, item.storedName);
      Object.assign(item, pixels ? { width: pixels.width, height: pixels.height, animated: pixels.animated } : {});
    }
  }
  await em.flush();
  if (added) log.info({ files: added }, 'media library rows added for stored files');
  return added;
}

/**
 * After a change dropped `storedName` from a record: a file (a datasheet, a document) goes with its library row once no
 * record names it; an image stays in the library, to be reused or deleted there.
 */
export async function removeUnusedFile(
  em: EntityManager,
  storage: Storage,
  kind: UploadKind,
  storedName: string | null | undefined,
): Promise<void> {
  if (!storedName || isImageKind(UPLOAD_KINDS[kind])) return;
  if (await storage.isUsed(em, kind, storedName)) return;
  await em.nativeDelete(MediaItem, { store: kind, storedName });
  await storage.remove(kind, storedName);
}
