// Writes the search index (search_entry) from the content tables themselves, in SQL: one statement refreshes a
// record's rows in both languages, in the transaction of the save that changed it (ProductService, BlogService and
// DocumentService call it), and the same statements rebuild the whole index (start-up on an empty index, benchmarks).
import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES, type Language } from '../../shared/ssr-contract.js';
import { SearchKind } from './search-entry.entity.js';
import {
  foldedTextSql,
  foldedWordsOfFoldedSql,
  lowerSql,
  NEAR_MISS_MAX_LENGTH,
  NEAR_MISS_MIN_LENGTH,
  plainTextSql,
  TEXT_SEARCH,
} from './search-text.js';

/** Runs one statement with `?` placeholders (an EntityManager's execute, or a plain pg client's in the benchmark). */
export type Execute = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Records per statement of a rebuild: each stays far inside the statement timeout. */
const REBUILD_BATCH = 2000;
/**
 * Records per statement when saved records are indexed (a spreadsheet import): small enough that each statement takes
 * well under a second, since on the embedded engine one long statement holds up every other query, the database
 * gate's health check included (server/db/database-gate.ts), which would then count the database as away.
 */
export const SEARCH_REFRESH_BATCH = 100;

const TABLES: Record<SearchKind, string> = { product: 'product', blog: 'blog', document: 'document', application: 'application' };

/** A translated column in `language`: English falls back to the Turkish text where it is empty (as the site shows it). */
function text(alias: string, column: string, language: Language, html = false): string {
  const value = (lang: Language) => (html ? plainTextSql(`${alias}.${column}_${lang}`) : `${alias}.${column}_${lang}`);
  return language === 'tr' ? value('tr') : `coalesce(nullif(btrim(${value('en')}), ''), ${value('tr')})`;
}

/**
 * ref_id, visible_from (when visitors may see it), title and body (plain text) of each record of a kind in a language;
 * `where` filters on the record's alias.
 */
function source(kind: SearchKind, language: Language, where: string): string {
  switch (kind) {
    case SearchKind.product: {
      const specs = `(select string_agg(concat_ws(' ', ${text('s', 'name', language)}, ${text('s', 'value', language)}), ' ' order by s.position)
        from spec s where s.group_id = g.id)`;
      const groups = `(select string_agg(concat_ws(' ', ${text('g', 'name', language)}, ${specs}), ' ' order by g.position)
        from spec_group g where g.product_id = r.id)`;
      return `select r.id as ref_id, r.published_at as visible_from, r.name as title,
        concat_ws(' ', ${text('r', 'short_description', language)}, ${text('r', 'long_description', language, true)}, ${groups}) as body
        from product r ${where}`;
    }
    case SearchKind.blog:
      return `select r.id as ref_id, r.published_at as visible_from, ${text('r', 'title', language)} as title,
        concat_ws(' ', ${text('r', 'summary', language)}, ${text('r', 'content', language, true)}) as body from blog r ${where}`;
    case SearchKind.document:
      return `select r.id as ref_id, r.published_at as visible_from, ${text('r', 'name', language)} as title,
        ${text('r', 'description', language)} as body
        from document r ${where}`;
    case SearchKind.application:
      // Never visible (null): the site lists applications on its resources page, the admin's list searches them.
      return `select r.id as ref_id, null::timestamptz as visible_from, r.name as title,
        concat_ws(' ', ${text('r', 'description', language)}, r.version) as body
        from application r ${where}`;
  }
}

/**
 * The language's stems weigh most (title A, body B); the folded words ('simple') find 'olcum' and 'İSTANBUL' (C, D).
 * Each text is folded once (lateral `f`): the folded body serves its words ('simple') and the near-miss words.
 */
function entryRow(kind: SearchKind, language: Language): string {
  const { config } = TEXT_SEARCH[language];
  return `select '${kind}'::search_kind, x.ref_id, '${language}', x.visible_from, x.title, x.body,
    f.title_tsv
      || setweight(to_tsvector('${config}', ${lowerSql('x.body', language)}), 'B')
      || setweight(to_tsvector('simple', f.body_folded), 'D'),
    f.title_tsv,
    ${foldedWordsOfFoldedSql(`f.title_folded || ' ' || f.body_folded`)}`;
}

/** The folded title and body of source `x`, and the title's vector, computed once per row. */
function folded(language: Language): string {
  const { config } = TEXT_SEARCH[language];
  return `lateral (select ${foldedTextSql('x.title')} as title_folded, ${foldedTextSql('x.body')} as body_folded,
    setweight(to_tsvector('${config}', ${lowerSql('x.title', language)}), 'A')
      || setweight(to_tsvector('simple', ${foldedTextSql('x.title')}), 'C') as title_tsv offset 0) as f`;
}

/** Inserts or replaces the rows (both languages) of the records of `kind` that `where` selects. */
function upsert(kind: SearchKind, where: string): string {
  // `offset 0` keeps the planner from pulling the record's texts up into the row: each use of x.body there would
  // gather the product's groups and specs again.
  const rows = LANGUAGES.map(
    (language) => `${entryRow(kind, language)} from (${source(kind, language, where)} offset 0) as x, ${folded(language)}`,
  );
  return `insert into search_entry (kind, ref_id, language, visible_from, title, body, tsv, title_tsv, folded)
    ${rows.join('\nunion all\n')}
    on conflict (kind, ref_id, language) do update
    set visible_from = excluded.visible_from, title = excluded.title, body = excluded.body, tsv = excluded.tsv,
      title_tsv = excluded.title_tsv, folded = excluded.folded`;
}

/**
 * Adds the words of the entries `where` selects (alias e) to the near-miss dictionary, in order: two saves adding the
 * same words wait for each other instead of deadlocking. Words are not taken out when their records change or go
 * (a rebuild prunes them): a search suggests only words that a visible entry holds (search.service.ts).
 */
const addWords = (where: string) => `insert into search_word (word)
  select distinct w from search_entry e, unnest(string_to_array(e.folded, ' ')) as w where ${where} and length(w) between ${NEAR_MISS_MIN_LENGTH} and ${NEAR_MISS_MAX_LENGTH}
  order by w on conflict do nothing`;

/** The index's side of content writes: called inside the write's transaction, so both commit or neither does. */
export class SearchIndex {
  private readonly execute: Execute;

  constructor(executor: EntityManager | Execute) {
    this.execute = typeof executor === 'function' ? executor : (sql, params) => executor.execute(sql, params);
  }

  /** A record was created or saved: its rows in both languages now say what it says. */
  refresh(kind: SearchKind, id: number): Promise<void> {
    return this.refreshMany(kind, [id]);
  }

  /**
   * Records saved together (a spreadsheet import): two statements per SEARCH_REFRESH_BATCH records. An array parameter is
   * a list: the EntityManager spells it out (the benchmark's plain client only rebuilds).
   */
  async refreshMany(kind: SearchKind, ids: readonly number[]): Promise<void> {
    for (let from = 0; from < ids.length; from += SEARCH_REFRESH_BATCH) {
      const batch = ids.slice(from, from + SEARCH_REFRESH_BATCH);
      await this.execute(
        upsert(kind, 'where r.id in (?)'),
        LANGUAGES.map(() => batch),
      );
      await this.execute(addWords('e.kind = ? and e.ref_id in (?)'), [kind, batch]);
    }
  }

  /** A record was deleted. */
  async remove(kind: SearchKind, id: number): Promise<void> {
    await this.execute('delete from search_entry where kind = ? and ref_id = ?', [kind, id]);
  }

  /** Every record of every kind (a batch of ids per statement); returns how many records were indexed. */
  async rebuild(): Promise<number> {
    let records = 0;
    for (const kind of Object.values(SearchKind)) {
      const [{ max }] = (await this.execute(`select coalesce(max(id), 0) as max from ${TABLES[kind]}`, [])) as [{ max: number }];
      for (let from = 0; from < Number(max); from += REBUILD_BATCH) {
        await this.execute(
          upsert(kind, 'where r.id > ? and r.id <= ?'),
          LANGUAGES.flatMap(() => [from, from + REBUILD_BATCH]),
        );
      }
      const [{ n }] = (await this.execute(`select count(*)::int as n from ${TABLES[kind]}`, [])) as [{ n: number }];
      records += n;
    }
    await this.execute('delete from search_word', []);
    await this.execute(addWords('true'), []);
    return records;
  }

  /**
   * At start-up: an index without a kind of record that there is (a database from before search, or from before a
   * kind was indexed, or filled by SQL).
   */
  async rebuildIfEmpty(): Promise<number> {
    const missing = Object.values(SearchKind).map(
      (kind) => `(exists (select 1 from ${TABLES[kind]})
      and not exists (select 1 from search_entry where kind = '${kind}'))`,
    );
    const [{ empty }] = (await this.execute(`select ${missing.join(' or ')} as empty`, [])) as [{ empty: boolean }];
    return empty ? this.rebuild() : 0;
  }
}
