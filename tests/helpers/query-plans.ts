// Whether statements find their rows, and their order, through indexes: each is planned with sequential scans (and
// joins that read a table whole) ruled out, and the plan then shows whatever no index serves (a table read whole to
// filter or sort it).
import pg from 'pg';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

const SORTS = new Set(['Sort', 'Incremental Sort']);

/** The aliases of the tables a sort orders ("b0.date DESC" → b0); a plan of one table leaves keys unqualified ("*"). */
const sortedAliases = (node: PlanNode) => (node['Sort Key'] ?? []).map((key) => /^\(?"?(\w+)"?\./.exec(key)?.[1] ?? '*');

/**
 * The publication rule (server/common/publication.ts: `published_at <= <now>`) alone. Drafts and scheduled rows are
 * few: dropping them while an index is read in its order still stops a page after its rows, and a count of the
 * published reads the table once as the count of all read its key's index once. Any other filter still counts.
 */
const PUBLICATION_RULE = /^\((?:\w+\.)?published_at <= (?:now\(\)|'[^']*'::timestamp with time zone)\)$/;
const onlyPublished = (node: PlanNode) => !!node.Filter && PUBLICATION_RULE.test(node.Filter);

/** What no index serves in one plan, as readable problems. */
function problems(node: PlanNode, sortedAbove: Set<string>, found: string[]): string[] {
  const table = `${node['Relation Name']} (${node.Alias})`;
  const sortedHere = sortedAbove.has('*') || (!!node.Alias && sortedAbove.has(node.Alias));
  if (node['Node Type'] === 'Seq Scan' && !(onlyPublished(node) && !sortedHere)) {
    found.push(`${table} read whole: no index for ${node.Filter ?? 'its order'}`);
  }
  if (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') {
    // An index scan without a condition reads the whole index: fine only when its order is the one asked.
    if (!node['Index Cond'] && node.Filter && !onlyPublished(node))
      found.push(`${table} read whole through ${node['Index Name']}: no index for ${node.Filter}`);
    else if (!node['Index Cond'] && (sortedAbove.has('*') || sortedAbove.has(node.Alias!)))
      found.push(`${table} read whole, then sorted: no index gives its order`);
  }
  const sorted = SORTS.has(node['Node Type']) ? new Set([...sortedAbove, ...sortedAliases(node)]) : sortedAbove;
  for (const child of node.Plans ?? []) problems(child, sorted, found);
  return found;
}

/** Each SELECT among `statements` that reads a table (or its order) without an index, with what went unserved. */
export async function unindexedReads(databaseUrl: string, statements: Iterable<string>): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found: string[] = [];
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    // Joins as a large table gets them, a lookup through an index per row: a test's tables are small, and a hash or
    // merge join reads a small table whole rather than look its few rows up (a deferred join's page of ids, say).
    await client.query('set local enable_hashjoin = off');
    await client.query('set local enable_mergejoin = off');
    for (const statement of new Set(statements)) {
      if (!/^select\b/i.test(statement)) continue;
      const { rows } = await client.query(`explain (format json) ${statement}`);
      const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
      for (const problem of problems(plan, new Set(), [])) found.push(`${problem}\n    in: ${statement}`);
    }
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
  return found;
}

/** Each foreign key of the database whose columns do not lead an index (deletes of the row it refers to, and joins, would scan). */
export async function unindexedForeignKeys(databaseUrl: string): Promise<{ foreignKeys: string[]; unindexed: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select c.conname as name, c.conrelid::regclass::text as "table",
        exists (select 1 from pg_index i where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey) as indexed
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = current_schema()
      order by 1`);
    return {
      foreignKeys: rows.map((r) => `${r.table}.${r.name}`),
      unindexed: rows.filter((r) => !r.indexed).map((r) => `${r.table}.${r.name}`),
    };
  } finally {
    await client.end();
  }
}
