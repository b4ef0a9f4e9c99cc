// What a kept answer read, so that a change outdates only the answers that showed what it changed
// (server/cache/content-version.ts). Every SQL statement run while an answer is computed names the tables it reads:
// by default the answer depends on those tables whole. A read that knows exactly which records it showed (a product,
// a page of a list) says so instead (`readPrecisely`): then it depends on those records, on the list's membership and
// order, or on some fields of any record (the header's menu: names and addresses).
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an answer depends on: tags (`product` the whole table, `product#12` a record, `product:list` which records
 * a list of them holds and in what order, `product.name` that field of any record), or null: everything.
 */
export type Reads = ReadonlySet<string> | null;

export const tableTag = (table: string) => table;
export const recordTag = (table: string, id: number | string) => `${table}#${id}`;
export const listTag = (table: string) => `${table}:list`;
export const fieldTag = (table: string, field: string) => `${table}.${field}`;

/** The tags one computation collects; `everything` once it read something it cannot describe. */
export class ReadSet {
  private readonly tags = new Set<string>();
  private everything = false;

  add(tag: string): void {
    if (!this.everything) this.tags.add(tag);
  }

  /** What another kept answer read, now read again through it. */
  addAll(reads: Reads): void {
    if (reads === null) this.everything = true;
    else if (!this.everything) for (const tag of reads) this.tags.add(tag);
  }

  /** What was read: nothing recorded means the reads were not seen, so everything (never a kept answer no change outdates). */
  get reads(): Reads {
    return this.everything || this.tags.size === 0 ? null : new Set(this.tags);
  }
}

interface Tracking {
  set: ReadSet;
  /** Tables whose rows the enclosing precise read describes itself: its statements do not count them whole. */
  described?: ReadonlySet<string>;
}

const tracking = new AsyncLocalStorage<Tracking>();

/** Runs `work` recording what it reads into `set` (a computation of a kept answer). */
export function trackReads<T>(set: ReadSet, work: () => T): T {
  return tracking.run({ set }, work);
}

/** The set the current computation records into, if any. */
export function currentReads(): ReadSet | undefined {
  return tracking.getStore()?.set;
}

/**
 * A read that describes what it showed of `tables`: `tagsOf` its result (e.g. each record read and the list's tag);
 * any other table its statements name still counts whole.
 */
export async function readPrecisely<T>(
  tables: readonly string[],
  read: () => Promise<T>,
  tagsOf: (result: T) => Iterable<string>,
): Promise<T> {
  const outer = tracking.getStore();
  if (!outer) return read();
  const result = await tracking.run({ set: outer.set, described: new Set([...(outer.described ?? []), ...tables]) }, read);
  for (const tag of tagsOf(result)) outer.set.add(tag);
  return result;
}

let tableNames: RegExp | null = null;

/** The public content's tables (from the entities' metadata): statements naming them count them as read. */
export function contentTables(tables: readonly string[]): void {
  const names = [...new Set(tables)].sort((a, b) => b.length - a.length).map((t) => t.replace(/[^a-z0-9_]/gi, ''));
  tableNames = names.length ? new RegExp(`\\b(${names.join('|')})\\b`, 'g') : null;
}

/**
 * Counts the tables a statement names as read whole, unless a precise read describes them. Called for every
 * statement the ORM runs (its onQuery option: server/database.ts). Before the tables are known (start-up), a
 * statement run while an answer is computed makes it depend on everything.
 */
export function noteStatement(sql: string): void {
  const current = tracking.getStore();
  if (!current) return;
  if (!tableNames) return current.set.addAll(null);
  for (const [, table] of sql.matchAll(tableNames)) {
    if (!current.described?.has(table)) current.set.add(tableTag(table));
  }
}
