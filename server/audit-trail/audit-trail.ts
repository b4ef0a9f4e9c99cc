import type { EntityManager, Transaction } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { actorOf } from '../common/actor.js';
import { AuditEntry, type AuditAction } from './audit-entry.entity.js';

/** What an entry says; who, where from and through which API come from the request's actor. */
export interface AuditFacts {
  action: AuditAction;
  entityType?: string | null;
  /** A function when the id comes only with the row's insert (read when the entry is written, at commit). */
  entityId?: string | number | null | (() => string | number | null);
  entityName?: string | null;
  fields?: string[];
  /** Who, when it is not the request's administrator: the account signing in (or the name tried), null for nobody. */
  who?: { id: number | null; username: string | null };
  /** Overrides the request's operation (a tool's name). */
  operation?: string;
}

interface Pending extends AuditFacts {
  /** Recorded on purpose (sign-in, upload…): written whoever the actor is. Found in a flush: only for an administrator. */
  explicit: boolean;
}

const pending = new WeakMap<object, Pending[]>();
const operations = new WeakMap<object, () => string | null>();

/** The operation a request's writes belong to: the GraphQL mutation field, or the REST method and route (read late). */
export function auditOperation(em: object, operation: string | (() => string | null)): void {
  operations.set(em, typeof operation === 'string' ? () => operation : operation);
}

/** Changes found in a flush, written when its transaction commits (server/audit-trail/audit.subscriber.ts). */
export function queueAudit(em: object, facts: AuditFacts[]): void {
  const list = pending.get(em) ?? [];
  list.push(...facts.map((f) => ({ ...f, explicit: false })));
  pending.set(em, list);
}

/**
 * Records a write that changes no row through the ORM (sign-in, failed sign-in, logout, an upload to storage, a
 * password set by the tool). Inside a transaction it is written at its commit, with the change; otherwise at once
 * (and a failure to write it is the caller's failure).
 */
export async function recordAudit(em: EntityManager | PgEntityManager, facts: AuditFacts): Promise<void> {
  if (em.isInTransaction()) {
    const list = pending.get(em) ?? [];
    list.push({ ...facts, explicit: true });
    pending.set(em, list);
    return;
  }
  await write(em as EntityManager, [{ ...facts, explicit: true }]);
}

/** Writes what this EntityManager's transaction recorded, inside that transaction (before its commit). */
export async function writeAudit(em: EntityManager, transaction?: Transaction<unknown>): Promise<void> {
  const list = pending.get(em);
  if (!list?.length) return;
  pending.delete(em);
  await write(em, list, transaction);
}

/** A rolled back transaction leaves no entry. */
export function dropAudit(em: object): void {
  pending.delete(em);
}

async function write(em: EntityManager, list: Pending[], transaction?: Transaction<unknown>): Promise<void> {
  const actor = actorOf(em as unknown as PgEntityManager);
  // Memoized per request: an admin operation has looked it up already (its authorization), an anonymous one has no token.
  const admin = list.some((p) => !p.explicit || !p.who) ? await actor.admin() : null;
  const operation = operations.get(em)?.() ?? null;
  const rows = list
    .filter((p) => p.explicit || admin)
    .map((p) => {
      const entry = new AuditEntry();
      const id = typeof p.entityId === 'function' ? p.entityId() : p.entityId;
      Object.assign(entry, {
        adminId: p.who ? p.who.id : (admin?.id ?? null),
        adminUsername: cut(p.who ? p.who.username : (admin?.username ?? null), 64),
        action: p.action,
        operation: cut(p.operation ?? operation, 200),
        entityType: p.entityType ?? null,
        entityId: id == null ? null : cut(String(id), 100),
        entityName: cut(p.entityName ?? null, 255),
        fields: p.fields ?? [],
        ip: cut(actor.ip, 64) ?? 'local',
        via: actor.via,
      });
      return entry;
    });
  if (rows.length) await em.insertMany(rows, undefined, transaction ? { ctx: transaction } : {});
}

const cut = (text: string | null, max: number) => (text == null ? null : text.slice(0, max));
