// Search for visitors and integrators: one statement finds, ranks, counts and pages what a visitor may see.
import type { EntityManager } from '@mikro-orm/postgresql';
import { userInputError } from '../../common/errors.js';
import { publishedSql } from '../../common/publication.js';
import type { Language } from '../../shared/ssr-contract.js';
import { SearchKind } from './search-entry.entity.js';
import { nearCtes, queryCtes, wordsParameter } from './search-query.js';
import { queryWords } from './search-text.js';
import { highlight, snippet } from './snippet.js';
import { SearchHit, SearchResults } from './search.types.js';

export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_TAKE = 50;
export const DEFAULT_SEARCH_TAKE = 12;
/** The most results a search counts and ranks (and pages through): more is "more than" this many. */
export const SEARCH_LIMIT = 1000;

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

/**
 * The words (search-query.ts) must all match; when that finds nothing, their near misses do.
 * Bounded work however many records match: at most SEARCH_LIMIT + 1 visible entries are read, counted and ranked,
 * first those whose titles hold every word (the title's own index finds them), then the others. A query that more
 * records match is counted as "more than SEARCH_LIMIT" (as Elasticsearch's and Meilisearch's totals are), and the
 * records whose titles match still come first. Near misses rank by how much of a record is about the corrections
 * (ts_rank's length normalization 1): a short product page about an analyser before a long article that names one.
 * Texts are read for the page alone.
 * Parameters: the words (wordsParameter), limit, offset.
 */
function searchSql(language: Language): string {
  const bound = SEARCH_LIMIT + 1;
  const joins = (alias: string) => `left join product p on ${alias}.kind = 'product' and p.id = ${alias}.ref_id
      left join blog b on ${alias}.kind = 'blog' and b.id = ${alias}.ref_id
      left join document d on ${alias}.kind = 'document' and d.id = ${alias}.ref_id`;
  // The language is a literal: each language's partial text search indexes serve its statement. What a visitor may
  // see: the entry's copy of its record's publishedAt (search-entry.entity.ts), the rule of common/publication.ts.
  const entries = `search_entry e where e.language = '${language}' and ${publishedSql('e', 'visible_from')}`;
  const ranked = (q: string, normalization = 0) =>
    `select e.kind, e.ref_id, ts_rank(e.tsv, (select q from ${q}), ${normalization}) as rank from ${entries}`;
  return `with ${queryCtes(language)},
    titled as materialized (
      ${ranked('query')} and e.title_tsv @@ (select q from query)
      limit ${bound}
    ),
    matched as materialized (
      select * from titled
      union all
      (${ranked('query')} and e.tsv @@ (select q from query)
        and not exists (select 1 from titled t where t.kind = e.kind and t.ref_id = e.ref_id)
      limit ${bound} - (select count(*) from titled))
    ),
    -- Near misses only when the words themselves found nothing (InitPlans run when first used: otherwise never).
    ${nearCtes(entries)},
    near as (
      ${ranked('near_query', 1)} and not exists (select 1 from matched) and e.tsv @@ (select q from near_query)
      limit ${bound}
    ),
    found as materialized (select * from matched union all select * from near),
    page as (
      -- Ranked before counting: the window then holds keys and ranks only, not each row's text search vector.
      select kind, ref_id, rank, (count(*) over ())::int as total from found order by rank desc, kind, ref_id limit ? offset ?
    )
    select x.kind, x.ref_id as "refId", e.title, e.body, coalesce(p.slug, b.slug) as slug,
      d.file_en_stored_name is not null as "hasEnglishFile", x.rank, x.total,
      (select stems from query) || case when exists (select 1 from matched) then '{}' else (select words from near_query) end as stems
    from page x
    join search_entry e on e.kind = x.kind and e.ref_id = x.ref_id and e.language = '${language}'
    ${joins('x')}
    order by x.rank desc, x.kind, x.ref_id`;
}

/** The statement of each language, built once: it depends on nothing else. */
const SEARCH_SQL: Record<Language, string> = { tr: searchSql('tr'), en: searchSql('en') };

/** Where a result leads: its page, or for a document its file in the language asked (Turkish when there is no other). */
function urlOf(row: Row, language: Language): string {
  switch (row.kind) {
    case SearchKind.product:
      return `/products/${encodeURIComponent(row.slug ?? '')}`;
    case SearchKind.blog:
      return `/blog/${encodeURIComponent(row.slug ?? '')}`;
    case SearchKind.document:
      return `/api/download_document/${row.refId}/${language === 'en' && row.hasEnglishFile ? 'en' : 'tr'}`;
    case SearchKind.application:
      // Never found by the site search (its entries are never visible): the file, should that change.
      return `/api/download_application/${row.refId}`;
  }
}

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
    if (!words.length) return { total: 0, totalCapped: false, items: [] };
    // Past the results a search ranks: no page, the count alone.
    const pageSize = Math.min(limit, SEARCH_LIMIT - offset);
    const rows = pageSize > 0 ? await this.em.execute<Row[]>(SEARCH_SQL[lang], [wordsParameter(words), pageSize, offset]) : [];
    const terms = [...words, ...(rows[0]?.stems ?? [])];
    const counted = rows[0]?.total ?? (offset > 0 ? await this.countOnly(lang, words) : 0);
    return {
      total: Math.min(counted, SEARCH_LIMIT),
      totalCapped: counted > SEARCH_LIMIT,
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
    const rows = await this.em.execute<Row[]>(SEARCH_SQL[language], [wordsParameter(words), 1, 0]);
    return rows[0]?.total ?? 0;
  }
}
