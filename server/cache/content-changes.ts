// What a change of public content does to kept answers, read from MikroORM's change sets and entity metadata: an
// edit lets a kept answer be served a few seconds more while it is made again; a removal (content or an address
// taken away) means nothing kept before it may be served again (server/cache/content-version.ts).
import {
  ChangeSetType,
  ReferenceKind,
  type ChangeSet,
  type EntityMetadata,
  type EntityProperty,
  type MetadataStorage,
} from '@mikro-orm/core';
import { fieldTag, listTag, recordTag, tableTag } from './read-tracking.js';

/**
 * Every entity counts as public content unless its class says `static readonly publicContent = false`
 * (admin users, contact messages, system state): a new entity can then only make caches refresh too often,
 * never serve stale pages.
 */
export const isPublicContent = (meta: EntityMetadata): boolean =>
  (meta.class as unknown as { publicContent?: boolean }).publicContent !== false;

/** The publication time of every content type that has one (server/modules/publishing): null is a draft. */
const PUBLICATION_FIELD = 'publishedAt';
/** Properties naming a stored file (an image, an icon, a download): the file they named may be deleted after the commit. */
const FILE_NAME = /image|icon|file|media/i;

/** Entities that are parts of another (its orphan-removal collections: a product's specification groups and specs). */
const partsCache = new WeakMap<MetadataStorage, Set<string>>();
function partsOf(metadata: MetadataStorage): Set<string> {
  let parts = partsCache.get(metadata);
  if (!parts) {
    parts = new Set();
    for (const meta of Object.values(metadata.getAll())) {
      for (const prop of Object.values(meta.properties)) {
        if (prop.kind === ReferenceKind.ONE_TO_MANY && prop.orphanRemoval) parts.add(prop.type);
      }
    }
    partsCache.set(metadata, parts);
  }
  return parts;
}

/**
 * Whether a change takes something away from visitors. Deleting a record is a removal, except a part of another
 * (replacing a product's specification groups is an edit of the product, whose page stays); an update is one when it
 * hides the record (no publication time, or one still to come), changes a unique value (a slug: the old address must
 * stop answering), a grouping (an enum: a product's category and so the lists it is in), a relation, or a stored
 * file's name. Anything not recognised counts as a removal: at worst a visitor waits for a render.
 */
export function takesContentAway(cs: ChangeSet<object>, metadata: MetadataStorage): boolean {
  if (cs.type === ChangeSetType.CREATE) return false;
  if (cs.type === ChangeSetType.DELETE || cs.type === ChangeSetType.DELETE_EARLY) return !partsOf(metadata).has(cs.meta.className);
  if (cs.type !== ChangeSetType.UPDATE && cs.type !== ChangeSetType.UPDATE_EARLY) return true;
  const payload = cs.payload as Record<string, unknown>;
  const properties = cs.meta.properties as Record<string, EntityProperty | undefined>;
  return Object.keys(payload).some((name) => {
    const prop = properties[name];
    if (!prop) return true;
    if (name === PUBLICATION_FIELD) {
      const at = payload[name];
      return at === null || at === undefined || new Date(at as string | Date).getTime() > Date.now();
    }
    return !!prop.unique || !!prop.enum || !!prop.embedded || prop.kind !== ReferenceKind.SCALAR || FILE_NAME.test(name);
  });
}

/** Per entity, the properties that decide which records a list holds or their order: those of its indexes. */
const listedByCache = new WeakMap<EntityMetadata, Set<string>>();
function listedBy(meta: EntityMetadata): Set<string> {
  let listed = listedByCache.get(meta);
  if (!listed) {
    listed = new Set([PUBLICATION_FIELD]);
    for (const index of [...meta.indexes, ...meta.uniques]) {
      for (const name of [index.properties ?? []].flat()) listed.add(String(name));
    }
    for (const prop of Object.values<EntityProperty>(meta.properties)) if (prop.index || prop.unique) listed.add(prop.name);
    listedByCache.set(meta, listed);
  }
  return listed;
}

/**
 * What a change that takes nothing away touched, as the tags answers record what they read by
 * (server/cache/read-tracking.ts): its table (for answers that read it whole), the record and each changed field,
 * and the lists of its kind when it adds a record, drops a part of one, or changes what lists are ordered or
 * filtered by (the properties of the entity's indexes, its publication time).
 */
export function touchedBy(cs: ChangeSet<object>): Set<string> {
  const table = cs.meta.tableName;
  const tags = new Set([tableTag(table)]);
  if (cs.type === ChangeSetType.CREATE) return tags.add(listTag(table));
  // A key is one column's value (a number, a UUID) or, composite, a list of them.
  const id = cs.getPrimaryKey() as string | number | Array<string | number> | null;
  if (id !== null && id !== undefined) tags.add(recordTag(table, String(id)));
  if (cs.type !== ChangeSetType.UPDATE && cs.type !== ChangeSetType.UPDATE_EARLY) return tags.add(listTag(table));
  const listed = listedBy(cs.meta);
  for (const name of Object.keys(cs.payload)) {
    tags.add(fieldTag(table, name));
    if (listed.has(name)) tags.add(listTag(table));
  }
  return tags;
}
