import {
  ChangeSetType,
  helper,
  type ChangeSet,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type MikroORM,
  type QueryResult,
  type Transaction,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import { rootOf } from '../../audit-trail/audit.subscriber.js';
import { CONTACT_RECEIVED, type WebhookKind } from '../../shared/webhook-events.js';

/** The records whose changes are announced, by entity name (names, not classes: this module imports no other feature). */
const KINDS: Record<string, WebhookKind | undefined> = {
  Product: 'product',
  Blog: 'blog',
  Document: 'document',
  Application: 'application',
};

/** The kind of webhook event a change of the entity `name` announces (Product: product), if any. */
export const webhookKindOf = (name: string): WebhookKind | undefined => KINDS[name];
const CONTACT_MESSAGE = 'ContactMessage';
const QUOTE_REQUEST = 'QuoteRequest';
/** Products' and posts' publication time (server/common/publication.ts): null a draft, a time to come scheduled. */
const PUBLICATION = 'publishedAt';
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

interface Happened {
  event: string;
  kind: WebhookKind;
  /** Its id is read at commit: a new row's comes with its insert. None for a row written without the ORM. */
  entity?: object;
  /** The id when the flush found it: a deleted row's may be gone by the commit. */
  early: unknown;
  /** The slug of a row written without the ORM (no entity to read it from). */
  slug?: string | null;
  at: Date;
  /** A scheduled publication: announced at its time, not now. */
  dueAt?: Date;
}

interface Pending {
  events: Happened[];
  /** Records whose publication changed or that went: a publication announced for later no longer holds. */
  unscheduled: Array<{ kind: WebhookKind; entity?: object; early: unknown }>;
}

const pending = new WeakMap<object, Pending>();
/** Transactions that wrote calls themselves (a test call): their commit wakes the outbox too. */
const written = new WeakSet<object>();

function queue(em: object, found: Pending): void {
  const list = pending.get(em) ?? { events: [], unscheduled: [] };
  list.events.push(...found.events);
  list.unscheduled.push(...found.unscheduled);
  pending.set(em, list);
}

/**
 * A contact message stored without the ORM's unit of work (replayed from the spool, once however often it is
 * replayed): its call, recorded in `em`'s open transaction like those found in flushes.
 */
export function queueContactReceived(em: object, id: number): void {
  queue(em, { events: [{ event: CONTACT_RECEIVED, kind: 'contact', early: id, at: new Date() }], unscheduled: [] });
}

/**
 * Records changed by one statement rather than the unit of work (a reorder of a category's products): their "updated"
 * calls, recorded in `em`'s open transaction like those found in flushes.
 */
export function queueUpdated(em: object, kind: WebhookKind, records: ReadonlyArray<{ id: number; slug: string | null }>): void {
  const at = new Date();
  queue(em, { events: records.map((r) => ({ event: `${kind}.updated`, kind, early: r.id, slug: r.slug, at })), unscheduled: [] });
}

/** Calls written in `em`'s open transaction by other means than an event (a test call): made right after its commit. */
export function wakeOutboxAfterCommit(em: object): void {
  written.add(em);
}

const timeOf = (value: unknown): number | null => (value == null ? null : new Date(value as string | Date).getTime());

/**
 * Webhook calls are found in the ORM's flushes, like the audit log, rather than asked for by each service, so every
 * way of saving (forms, bulk actions, the spreadsheet import, restoring a version, publishing) announces its changes.
 * They are written to the outbox just before the transaction commits, in it: a change and its calls are kept or lost
 * together. After the commit the outbox is nudged (onRecorded).
 */
export class WebhookEvents implements EventSubscriber {
  private readonly listeners = new Set<() => void>();
  private readonly wrote = new WeakSet<object>();

  /** Called after a commit that wrote calls. */
  onRecorded(listener: () => void): void {
    this.listeners.add(listener);
  }

  onFlush({ em, uow }: FlushEventArgs): void {
    const found = happenings(uow);
    if (found.events.length || found.unscheduled.length) queue(em, found);
  }

  async beforeTransactionCommit({ em, transaction }: TransactionEventArgs): Promise<void> {
    const list = pending.get(em);
    if (!list) return;
    pending.delete(em);
    if (await writeCalls(em, list, transaction)) this.wrote.add(em);
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    const wrote = this.wrote.delete(em);
    if (written.delete(em) || wrote) for (const listener of this.listeners) listener();
  }

  afterTransactionRollback({ em }: TransactionEventArgs): void {
    pending.delete(em);
    this.wrote.delete(em);
    written.delete(em);
  }
}

/** The ORM's WebhookEvents (made by the webhooks feature's `subscribers`), which the outbox listens to. */
export function webhookEventsOf(orm: MikroORM): WebhookEvents {
  const found = [...orm.em.getEventManager().getSubscribers()].find((s) => s instanceof WebhookEvents);
  if (!found) throw new Error('The ORM was opened without the webhooks feature');
  return found;
}

/** What a flush did, as events; a part's change (a product's specification) is an update of its record. */
function happenings(uow: UnitOfWork): Pending {
  const now = new Date();
  const found: Pending = { events: [], unscheduled: [] };
  const add = (event: string, kind: WebhookKind, entity: object, dueAt?: Date) =>
    found.events.push({
      event: kind === 'contact' ? event : `${kind}.${event}`,
      kind,
      entity,
      early: helper(entity).getPrimaryKey(),
      at: dueAt ?? now,
      dueAt,
    });
  const partsChanged = new Map<object, WebhookKind>();
  /** Records created, deleted or updated in this flush: a change of their parts says nothing more. */
  const settled = new Set<object>();
  for (const cs of uow.getChangeSets() as ChangeSet<Record<string, unknown>>[]) {
    const kind = KINDS[cs.meta.className];
    if (cs.meta.className === CONTACT_MESSAGE && cs.type === ChangeSetType.CREATE) add(CONTACT_RECEIVED, 'contact', cs.entity);
    if (cs.meta.className === QUOTE_REQUEST && cs.type === ChangeSetType.CREATE) add('created', 'quote', cs.entity); // quote.created
    if (!kind) {
      const root = rootOf(cs.entity, cs.meta, uow);
      const rootKind = root && KINDS[root.meta.className];
      if (rootKind) partsChanged.set(root.entity, rootKind);
      continue;
    }
    const publishable = PUBLICATION in cs.meta.properties;
    const at = publishable ? timeOf(cs.entity[PUBLICATION]) : now.getTime();
    const visible = at !== null && at <= now.getTime();
    const scheduled = at !== null && at > now.getTime() ? new Date(at) : undefined;
    if (cs.type === ChangeSetType.CREATE) {
      settled.add(cs.entity);
      add('created', kind, cs.entity);
      if (visible) add('published', kind, cs.entity);
      if (scheduled) add('published', kind, cs.entity, scheduled);
    } else if (cs.type === ChangeSetType.DELETE || cs.type === ChangeSetType.DELETE_EARLY) {
      settled.add(cs.entity);
      add('deleted', kind, cs.entity);
      if (publishable) found.unscheduled.push({ kind, entity: cs.entity, early: helper(cs.entity).getPrimaryKey() });
    } else {
      const fields = Object.keys(cs.payload ?? {}).filter((f) => !BOOKKEEPING.has(f));
      if (fields.includes(PUBLICATION)) {
        const before = timeOf(cs.originalEntity?.[PUBLICATION]);
        const wasVisible = before !== null && before <= now.getTime();
        if (visible !== wasVisible) add(visible ? 'published' : 'unpublished', kind, cs.entity);
        found.unscheduled.push({ kind, entity: cs.entity, early: helper(cs.entity).getPrimaryKey() });
        if (scheduled) add('published', kind, cs.entity, scheduled);
      }
      if (fields.some((f) => f !== PUBLICATION)) {
        settled.add(cs.entity);
        add('updated', kind, cs.entity);
      }
    }
  }
  for (const [entity, kind] of partsChanged) if (!settled.has(entity)) add('updated', kind, entity);
  return found;
}

const idOf = (e: { entity?: object; early: unknown }) => Number((e.entity && helper(e.entity).getPrimaryKey()) ?? e.early);

/**
 * Writes one outbox row per subscribed webhook and event (one statement, whatever the number of webhooks), after
 * dropping the publications announced for later that no longer hold; true when any row was written.
 */
async function writeCalls(em: EntityManager, list: Pending, transaction?: Transaction): Promise<boolean> {
  const connection = em.getConnection();
  if (list.unscheduled.length) {
    const records = list.unscheduled.map((u) => ({ kind: u.kind, record_id: idOf(u) }));
    await connection.execute(
      `delete from webhook_delivery as d using jsonb_to_recordset(?::jsonb) as x(kind text, record_id int)
      where d.kind = x.kind and d.record_id = x.record_id and d.event = x.kind || '.published'
        and d.status = 'pending' and d.attempts = 0 and d.next_attempt_at > now()`,
      [JSON.stringify(records)],
      'run',
      transaction,
    );
  }
  const rows = uniqueEvents(list.events).map((e) => {
    const id = idOf(e);
    const slug =
      typeof (e.entity as { slug?: unknown } | undefined)?.slug === 'string' ? (e.entity as { slug: string }).slug : (e.slug ?? null);
    const body = JSON.stringify({ event: e.event, kind: e.kind, id, slug, at: e.at.toISOString() });
    return { event: e.event, kind: e.kind, record_id: id, slug, body, due_at: e.dueAt?.toISOString() ?? null };
  });
  if (!rows.length) return false;
  // The driver's answer to a statement run for its count (`execute` is typed as answering anything).
  const result = (await connection.execute(
    `insert into webhook_delivery (webhook_id, event, kind, record_id, slug, body, next_attempt_at)
    select w.id, x.event, x.kind, x.record_id, x.slug, x.body, coalesce(x.due_at, now())
    from jsonb_to_recordset(?::jsonb) as x(event text, kind text, record_id int, slug text, body text, due_at timestamptz)
    join webhook as w on x.event = any(w.events)`,
    [JSON.stringify(rows)],
    'run',
    transaction,
  )) as QueryResult | undefined;
  return (result?.affectedRows ?? 0) > 0;
}

/**
 * One event of a kind per record and transaction: a record created (or deleted) in it is not also "updated" by the
 * transaction's later flushes, and a deleted one announces nothing else.
 */
function uniqueEvents(events: Happened[]): Happened[] {
  const key = (e: Happened) => `${e.kind}:${idOf(e)}`;
  const created = new Set(events.filter((e) => e.event.endsWith('.created')).map(key));
  const deleted = new Set(events.filter((e) => e.event.endsWith('.deleted')).map(key));
  const seen = new Set<string>();
  return events.filter((e) => {
    if (e.event.endsWith('.updated') && created.has(key(e))) return false;
    if (deleted.has(key(e)) && !e.event.endsWith('.deleted') && !e.event.endsWith('.created')) return false;
    const id = `${e.event}:${key(e)}:${e.dueAt?.getTime() ?? ''}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
