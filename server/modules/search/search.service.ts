// Search for visitors and integrators (issue 10): one statement finds, ranks, counts and pages what a visitor may see.
import type { EntityManager } from '@mikro-orm/postgresql';
import { userInputError } from '../../common/errors.js';
import { publishedSql } from '../../common/publication.js';
import type { Language } from '../../ssr-contract.js';
import { SearchKind } from './search-entry.entity.js';
import { foldSql, lowerSql, queryWords, TEXT_SEARCH } from './search-text.js';
import { highlight, snippet } from './snippet.js';
import { SearchHit, SearchResults } from './search.types.js';

export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_TAKE = 50;
export const DEFAULT_SEARCH_TAKE = 12;
/** Shorter queries look for near misses of nothing: every 'ab' in every text would be one. */
const MIN_NEAR_MISS_LENGTH = 4;

export interface SearchArgs {
  query: string;
  language?: Language | null;
  take?: number | null;
  skip?: number | null;
}

interface Row {
  kind: SearchKind;
  refId: number;
  title: string;
  body: string;
  slug: string | null;
  hasEnglishFile: boolean | null;
  rank: number;
  stems: string[] | null;
  total: number;
}

/** A lexeme as tsquery syntax reads it (quoted; the words are letters and digits, quotes doubled all the same). */
const lexeme = (expr: string) => `'''' || replace(${expr}, '''', '''''') || ''''`;
/** A folded word matches the words it begins (from three letters: 'olcum' finds 'olcumler'). */
const prefix = (expr: string) => `${lexeme(expr)} || case when length(${expr}) >= 3 then ':*' else '' end`;

/**
 * Each query word matches, in the language's stems, its stem or the stem of its stem (the Turkish stemmer is not
 * idempotent: 'ölçümler' → 'ölçüm' but 'ölçüm' → 'ölç'), and in the folded words the words it or its stem begins;
 * every word must match. When that finds nothing, near misses of the whole query do (trigram word similarity on the
 * folded words, pg_trgm's threshold 0.6): 'modbuss' finds 'modbus'. Keys and ranks are counted and sorted; texts are
 * read for the page alone (10,000 matching products: tens of milliseconds instead of hundreds).
 * Parameters: near-miss text (or null), the words, limit, offset.
 */
function searchSql(language: Language): string {
  const { stemmer } = TEXT_SEARCH[language];
  const stem = (expr: string) => `ts_lexize('${stemmer}', ${expr})`;
  const visible = `(${publishedSql('p')} or ${publishedSql('b')} or d.id is not null)`;
  const joins = (alias: string) => `left join product p on ${alias}.kind = 'product' and p.id = ${alias}.ref_id
      left join blog b on ${alias}.kind = 'blog' and b.id = ${alias}.ref_id
      left join document d on ${alias}.kind = 'document' and d.id = ${alias}.ref_id`;
  return `with input as (select ${foldSql('?')} as folded),
    words as (
      select ${foldSql('w')} as folded, ${stem(lowerSql('w', language))} as stems from unnest(array[?]::text[]) as w
    ),
    terms as (
      select folded, stems[1] as s1, coalesce((${stem('stems[1]')})[1], stems[1]) as s2 from words where cardinality(stems) > 0
    ),
    query as (
      select string_agg('(' || concat_ws(' | ', ${lexeme('s1')}, ${lexeme('s2')}, ${prefix('folded')}, ${prefix(foldSql('s1'))}) || ')', ' & ')::tsquery as q,
        array_agg(s1) || array_agg(s2) as stems
      from terms
    ),
    matched as materialized (
      select kind, ref_id, ts_rank(tsv, (select q from query)) as rank
      from search_entry where language = '${language}' and tsv @@ (select q from query)
    ),
    -- Near misses only when the words themselves found nothing (a one-time filter: otherwise never scanned).
    near as (
      select kind, ref_id, word_similarity((select folded from input), folded) as rank
      from search_entry where not exists (select 1 from matched) and language = '${language}' and (select folded from input) <% folded
    ),
    ranked as materialized (
      select e.kind, e.ref_id, e.rank from (select * from matched union all select * from near) as e
      ${joins('e')}
      where ${visible}
    ),
    page as (
      -- Ranked before counting: the window then holds keys and ranks only, not each row's text search vector.
      select kind, ref_id, rank, (count(*) over ())::int as total from ranked order by rank desc, kind, ref_id limit ? offset ?
    )
    select x.kind, x.ref_id as "refId", e.title, e.body, coalesce(p.slug, b.slug) as slug,
      d.file_en_stored_name is not null as "hasEnglishFile", x.rank, x.total, (select stems from query) as stems
    from page x
    join search_entry e on e.kind = x.kind and e.ref_id = x.ref_id and e.language = '${language}'
    ${joins('x')}
    order by x.rank desc, x.kind, x.ref_id`;
}

/** Where a result leads: its page, or for a document its file in the language asked (Turkish when there is no other). */
function urlOf(row: Row, language: Language): string {
  switch (row.kind) {
    case SearchKind.product:
      return `/products/${encodeURIComponent(row.slug ?? '')}`;
    case SearchKind.blog:
      return `/blog/${encodeURIComponent(row.slug ?? '')}`;
    case SearchKind.document:
      return `/api/download_document/${row.refId}/${language === 'en' && row.hasEnglishFile ? 'en' : 'tr'}`;
  }
}

/** The text trigrams compare (null: too short to look for near misses). */
const nearMissOf = (words: string[]) => {
  const text = words.join(' ');
  return text.length >= MIN_NEAR_MISS_LENGTH ? text : null;
};

export class SearchService {
  constructor(private readonly em: EntityManager) {}

  async search({ query, language, take, skip }: SearchArgs): Promise<SearchResults> {
    const text = query.trim();
    if (!text) throw userInputError('query', 'REQUIRED');
    if (text.length > MAX_QUERY_LENGTH) throw userInputError('query', 'TOO_LONG');
    const lang: Language = language ?? 'tr';
    const limit = Math.min(Math.max(Math.trunc(take ?? DEFAULT_SEARCH_TAKE), 1), MAX_SEARCH_TAKE);
    const offset = Math.max(Math.trunc(skip ?? 0), 0);
    const words = queryWords(text);
    // Punctuation alone ('!!!'): nothing to look for.
    if (!words.length) return { total: 0, items: [] };
    const rows = (await this.em.execute(searchSql(lang), [nearMissOf(words), words, limit, offset])) as Row[];
    const terms = [...words, ...(rows[0]?.stems ?? [])];
    return {
      total: rows[0]?.total ?? (offset > 0 ? await this.countOnly(lang, words) : 0),
      items: rows.map((row): SearchHit => ({
        kind: row.kind,
        id: row.refId,
        slug: row.slug,
        url: urlOf(row, lang),
        title: row.title,
        titleSegments: highlight(row.title, terms),
        snippet: snippet(row.body, terms),
        rank: Number(row.rank),
      })),
    };
  }

  /** A page past the last: how many there are all the same (the page's statement counted no row). */
  private async countOnly(language: Language, words: string[]): Promise<number> {
    const rows = (await this.em.execute(searchSql(language), [nearMissOf(words), words, 1, 0])) as Row[];
    return rows[0]?.total ?? 0;
  }
}
