import {
  ChangeSetType,
  helper,
  Reference,
  ReferenceKind,
  type ChangeSet,
  type EntityMetadata,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import { actorOf } from '../common/actor.js';
import type { AuditAction } from './audit-entry.entity.js';
import { dropAudit, queueAudit, writeAudit, type AuditFacts } from './audit-trail.js';

/**
 * The audit log of every write, found in the ORM's flushes rather than called by each service: a flush of a
 * request's EntityManager (actorOf) queues an entry per changed entity; the entries are written just before the
 * transaction commits (the new rows' ids are known by then), in it, so they stand or fall with the change. Kept
 * only when the request's actor is an administrator: visitors' writes (a contact message), sign-in bookkeeping and
 * the system's own work (seed, mail outbox, tools) are not admin writes. Entities that say
 * `static readonly audited = false` are left out (the log itself).
 */
export class AuditLog implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    if (actorOf(em as never).via === 'system') return;
    const changes = changesOf(uow);
    if (changes.length) queueAudit(em, changes);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    await writeAudit(em, transaction);
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    dropAudit(em);
  }
}

/** Properties every save sets: no news on their own. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);
/** The properties that name a row in the log, first one present wins. */
const LABELS = ['name', 'titleTr', 'nameTr', 'username', 'fromPath', 'url'];

const given = (value: unknown) => value != null && value !== '' && !(Array.isArray(value) && !value.length);
const isAudited = (meta: EntityMetadata) => (meta.class as unknown as { audited?: boolean }).audited !== false;

interface Change {
  entity: object;
  meta: EntityMetadata;
  type: ChangeSetType | null;
  fields: Set<string>;
}

function changesOf(uow: UnitOfWork): AuditFacts[] {
  const byRoot = new Map<object, Change>();
  const changeOf = (entity: object, meta: EntityMetadata) => {
    let change = byRoot.get(entity);
    if (!change) byRoot.set(entity, (change = { entity, meta, type: null, fields: new Set() }));
    return change;
  };
  for (const cs of uow.getChangeSets() as ChangeSet<object>[]) {
    if (!isAudited(cs.meta)) continue;
    const root = rootOf(cs.entity, cs.meta, uow);
    if (root) {
      // A part replaced with its owner (a product's spec groups and specs): a change of the owner's collection.
      const change = changeOf(root.entity, root.meta);
      if (change.type !== ChangeSetType.DELETE) change.fields.add(root.collection);
      continue;
    }
    const change = changeOf(cs.entity, cs.meta);
    change.type = cs.type;
    if (cs.type === ChangeSetType.DELETE) change.fields.clear();
    // A new row lists what it was given: the columns left empty are no news.
    else
      for (const [key, value] of Object.entries(cs.payload))
        if (cs.type !== ChangeSetType.CREATE || given(value)) change.fields.add(propertyOf(cs.meta, key));
  }
  return [...byRoot.values()].flatMap((c) => {
    const fields = [...c.fields].filter((f) => !BOOKKEEPING.has(f)).sort();
    // An update of nothing but updatedAt is the mark of a change recorded with another row (a product's file).
    if (c.type !== ChangeSetType.CREATE && c.type !== ChangeSetType.DELETE && !fields.length) return [];
    const early = helper(c.entity).getPrimaryKey();
    return [
      {
        action: actionOf(c, fields),
        entityType: c.meta.className,
        entityId: () => (helper(c.entity).getPrimaryKey() ?? early) as string | number | null,
        entityName: labelOf(c.entity),
        fields: c.type === ChangeSetType.DELETE ? [] : fields,
      },
    ];
  });
}

function actionOf(change: Change, fields: string[]): AuditAction {
  if (change.type === ChangeSetType.CREATE) return 'create';
  if (change.type === ChangeSetType.DELETE) return 'delete';
  // Publishing is setting publishedAt (the drafts contract): null takes the row off the site.
  if (fields.includes('publishedAt')) return (change.entity as { publishedAt?: unknown }).publishedAt == null ? 'unpublish' : 'publish';
  return 'update';
}

/** Embedded properties (a stored file's name, size…) appear under their owner's name. */
function propertyOf(meta: EntityMetadata, key: string): string {
  return meta.properties[key]?.embedded?.[0] ?? key;
}

function labelOf(entity: object): string | null {
  const row = entity as Record<string, unknown>;
  for (const key of LABELS) if (typeof row[key] === 'string' && row[key]) return row[key];
  const file = row.file as { originalName?: string } | undefined;
  return file?.originalName ?? null;
}

interface Owner {
  relation: string;
  target: EntityMetadata;
  collection: string;
}

const owners = new WeakMap<EntityMetadata, Owner | null>();

/** The relation to the entity this one is a part of: a many-to-one whose other side removes orphans. */
function ownerOf(meta: EntityMetadata): Owner | null {
  if (owners.has(meta)) return owners.get(meta)!;
  let owner: Owner | null = null;
  for (const prop of Object.values(meta.properties)) {
    if (prop.kind !== ReferenceKind.MANY_TO_ONE || !prop.targetMeta) continue;
    const inverse = Object.values(prop.targetMeta.properties).find(
      (p) => p.kind === ReferenceKind.ONE_TO_MANY && p.type === meta.className && p.mappedBy === prop.name && p.orphanRemoval,
    );
    if (inverse) owner = { relation: prop.name, target: prop.targetMeta, collection: inverse.name };
  }
  owners.set(meta, owner);
  return owner;
}

/** The outermost owner of a part (a spec's group's product) and the owner's collection it sits in; null for no part. */
export function rootOf(
  entity: object,
  meta: EntityMetadata,
  uow: UnitOfWork,
): { entity: object; meta: EntityMetadata; collection: string } | null {
  let found: { entity: object; meta: EntityMetadata; collection: string } | null = null;
  for (let owner = ownerOf(meta), current = entity; owner;) {
    // A removed part may have lost its link already: its loaded row still names the owner.
    const value =
      (current as Record<string, unknown>)[owner.relation] ??
      (helper(current).__originalEntityData as Record<string, unknown> | undefined)?.[owner.relation];
    const parent =
      value == null
        ? null
        : typeof value === 'object'
          ? Reference.unwrapReference(value)
          : uow.getById(owner.target.className, value as never);
    if (!parent) break;
    found = { entity: parent, meta: owner.target, collection: owner.collection };
    current = parent;
    owner = ownerOf(owner.target);
  }
  return found;
}

/** The entity types an entry can name from a flush: audited, neither abstract nor embedded nor a part of another. */
export function auditedEntityTypes(metas: Iterable<EntityMetadata>): string[] {
  return [...metas].filter((m) => !m.embeddable && !m.abstract && !m.pivotTable && isAudited(m) && !ownerOf(m)).map((m) => m.className);
}

/**
 * The field names an entry found in a flush can list, per entity type: every property but the bookkeeping ones (an
 * embedded value's columns appear under its own name), a relation, and the collections of parts replaced with their
 * owner. The audit screen shows each in the admin's language; a test holds its texts to this list.
 */
export function auditedFields(metas: Iterable<EntityMetadata>): Record<string, string[]> {
  const all = [...metas];
  const types = new Set(auditedEntityTypes(all));
  return Object.fromEntries(
    all
      .filter((m) => types.has(m.className))
      .map((m) => [
        m.className,
        Object.values(m.properties)
          .filter((p) => !BOOKKEEPING.has(p.name) && !p.embedded && p.persist !== false)
          .filter(
            (p) =>
              (p.kind !== ReferenceKind.ONE_TO_MANY && p.kind !== ReferenceKind.MANY_TO_MANY) ||
              all.some((part) => ownerOf(part)?.collection === p.name && ownerOf(part)?.target === m),
          )
          .map((p) => p.name)
          .sort(),
      ]),
  );
}
