// The admin lists' search: the site search's words, stems, folding and near misses (search-query.ts) over the same
// index, but in both languages at once and over every record, drafts, scheduled ones and applications included.
import { LANGUAGES, type Language } from '../../shared/ssr-contract.js';
import type { SearchKind } from './search-entry.entity.js';
import { nearCtes, queryCtes, wordsParameter } from './search-query.js';
import { queryWords } from './search-text.js';

/**
 * SQL selecting the ids of the records of `kind` that the words find in either language (as the site search finds
 * them: every word; when that finds none, their near misses). Not bounded: an admin list is a few thousand rows, and
 * its count must be exact. Parameters: recordMatchParameters.
 */
function recordMatchSql(kind: SearchKind): string {
  const entries = (language: Language) => `search_entry e where e.kind = '${kind}' and e.language = '${language}'`;
  const tag = (language: Language) => `${language}_`;
  const each = (select: (language: Language) => string) => LANGUAGES.map(select).join(' union all ');
  return `with ${LANGUAGES.map((language) => queryCtes(language, tag(language))).join(',\n')},
    matched as materialized (
      ${each((language) => `select e.ref_id from ${entries(language)} and e.tsv @@ (select q from ${tag(language)}query)`)}
    ),
    ${LANGUAGES.map((language) => nearCtes(entries(language), tag(language))).join(',\n')}
    select ref_id from matched
    union
    select e.ref_id from (${each(
      (language) => `select e.ref_id from ${entries(language)}
      and not exists (select 1 from matched) and e.tsv @@ (select q from ${tag(language)}near_query)`,
    )}) as e`;
}

const RECORD_MATCH_SQL = new Map<SearchKind, string>();

/** The statement for `kind` (built once) and its parameters for `text`; null when it has no word to look for. */
export function recordMatch(kind: SearchKind, text: string): { sql: string; params: string[] } | null {
  const words = queryWords(text);
  if (!words.length) return null;
  let sql = RECORD_MATCH_SQL.get(kind);
  if (!sql) RECORD_MATCH_SQL.set(kind, (sql = recordMatchSql(kind)));
  // Each language's words CTE takes the words once.
  return { sql, params: LANGUAGES.map(() => wordsParameter(words)) };
}
