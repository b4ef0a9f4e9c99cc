// Search for visitors and integrators: one statement finds, ranks, counts and pages what a visitor may see.
import type { EntityManager } from '@mikro-orm/postgresql';
import { userInputError } from '../../common/errors.js';
import { publishedSql } from '../../common/publication.js';
import type { Language } from '../../shared/ssr-contract.js';
import { SearchKind } from './search-entry.entity.js';
import { foldSql, lowerSql, NEAR_MISS_MAX_LENGTH, NEAR_MISS_MIN_LENGTH, queryWords, TEXT_SEARCH } from './search-text.js';
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

/** A lexeme as tsquery syntax reads it (quoted; the words are letters and digits, quotes doubled all the same). */
const lexeme = (expr: string) => `'''' || replace(${expr}, '''', '''''') || ''''`;
/**
 * A folded word matches the words it begins, from `min` letters: 'olcum' finds 'olcumler'. A query word from three, a
 * stem from four: 'ölçümü' stems to 'ölç', and 'olc' would begin hundreds of words ('olcek', 'olcer', ...).
 */
const prefix = (expr: string, min: number) => `${lexeme(expr)} || case when length(${expr}) >= ${min} then ':*' else '' end`;

/**
 * SQL: how many edits (letters inserted, deleted or replaced) a near miss of the folded word `expr` may be from the
 * word meant: one, two from nine letters (Meilisearch's typo tolerance; Elasticsearch's AUTO allows two from six,
 * which here took 'analzor' for 'analog' too).
 */
const edits = (expr: string) => `(case when length(${expr}) >= 9 then 2 else 1 end)`;

/**
 * Each query word matches, in the language's stems, its stem or the stem of its stem (the Turkish stemmer is not
 * idempotent: 'ölçümler' → 'ölçüm' but 'ölçüm' → 'ölç'), and in the folded words the words it or its stem begins;
 * every word must match. When that finds nothing, near misses do: each word of four letters or more may also be one
 * of the three dictionary words most like it (search-word.entity.ts) that a visible entry holds: those within a
 * word's edits (Levenshtein distance, wherever the typo is: 'analzor' finds 'analizör', 'gatway' 'gateway'), or
 * alike by trigram word similarity (pg_trgm's threshold 0.6: most of the word's trigrams, which a typo near the end
 * leaves: 'modbuss' finds 'modbus', 'enerji olcumuu' 'enerji ölçümü'); the fewest edits first.
 * Bounded work however many records match: at most SEARCH_LIMIT + 1 visible entries are read, counted and ranked,
 * first those whose titles hold every word (the title's own index finds them), then the others. A query that more
 * records match is counted as "more than SEARCH_LIMIT" (as Elasticsearch's and Meilisearch's totals are), and the
 * records whose titles match still come first. Texts are read for the page alone.
 * Parameters: the words, limit, offset.
 */
function searchSql(language: Language): string {
  const { stemmer } = TEXT_SEARCH[language];
  const stem = (expr: string) => `ts_lexize('${stemmer}', ${expr})`;
  const bound = SEARCH_LIMIT + 1;
  const joins = (alias: string) => `left join product p on ${alias}.kind = 'product' and p.id = ${alias}.ref_id
      left join blog b on ${alias}.kind = 'blog' and b.id = ${alias}.ref_id
      left join document d on ${alias}.kind = 'document' and d.id = ${alias}.ref_id`;
  // The language is a literal: each language's partial text search indexes serve its statement. What a visitor may
  // see: the entry's copy of its record's publishedAt (search-entry.entity.ts), the rule of common/publication.ts.
  const entries = `search_entry e where e.language = '${language}' and ${publishedSql('e', 'visible_from')}`;
  const ranked = (q: string) => `select e.kind, e.ref_id, ts_rank(e.tsv, (select q from ${q})) as rank from ${entries}`;
  // A capital I is dotless in Turkish ('IŞIK' is 'ışık') but typed for İ as often ('IZLEME' for 'İZLEME'): a query
  // word's stems are also taken with it lowered to 'i', so 'IZLEME', 'İZLEME' and 'izleme' find the same records.
  return `with words as (
      select i, ${foldSql('w')} as folded, ${stem(lowerSql('w', language))} as stems, ${stem(lowerSql('w', 'en'))} as dotted
      from unnest(array[?]::text[]) with ordinality as u(w, i)
    ),
    terms as (
      select i, folded, stems[1] as s1, coalesce((${stem('stems[1]')})[1], stems[1]) as s2,
        coalesce(dotted[1], stems[1]) as s3, coalesce((${stem('dotted[1]')})[1], dotted[1], stems[1]) as s4
      from words where cardinality(stems) > 0
    ),
    alternatives as (
      select i, folded, concat_ws(' | ', ${lexeme('s1')}, ${lexeme('s2')}, ${lexeme('s3')}, ${lexeme('s4')}, ${prefix('folded', 3)},
        ${prefix(foldSql('s1'), 4)}) as expr, s1, s2, s3, s4 from terms
    ),
    query as (
      select string_agg('(' || expr || ')', ' & ')::tsquery as q, array_agg(s1) || array_agg(s2) || array_agg(s3) || array_agg(s4) as stems
      from alternatives
    ),
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
    lookalikes as (
      select a.i, x.word from alternatives a cross join lateral (
        select s.word from search_word s
        where length(a.folded) >= ${NEAR_MISS_MIN_LENGTH} and s.word <> a.folded
          -- A dictionary filled before words were bounded may still hold longer ones.
          and length(s.word) <= ${NEAR_MISS_MAX_LENGTH}
          and (a.folded <% s.word or (abs(length(s.word) - length(a.folded)) <= ${edits('a.folded')}
            and levenshtein_less_equal(a.folded, s.word, ${edits('a.folded')}) <= ${edits('a.folded')}))
          and exists (select 1 from ${entries} and e.tsv @@ (${lexeme('s.word')})::tsquery)
        order by least(levenshtein_less_equal(a.folded, s.word, 3), 3), word_similarity(a.folded, s.word) desc,
          similarity(a.folded, s.word) desc, s.word
        limit 3
      ) as x
    ),
    near_query as (
      select string_agg('(' || concat_ws(' | ', expr, (select string_agg(${lexeme('s.word')}, ' | ') from lookalikes s where s.i = a.i)) || ')', ' & ')::tsquery as q,
        (select array_agg(word) from lookalikes) as words
      from alternatives a
    ),
    near as (
      ${ranked('near_query')} and not exists (select 1 from matched) and e.tsv @@ (select q from near_query)
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
    const rows = pageSize > 0 ? ((await this.em.execute(SEARCH_SQL[lang], [words, pageSize, offset])) as Row[]) : [];
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
    const rows = (await this.em.execute(SEARCH_SQL[language], [words, 1, 0])) as Row[];
    return rows[0]?.total ?? 0;
  }
}
