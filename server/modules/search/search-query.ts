// The words of a search as a text search query, and their near misses, as SQL common table expressions: the site
// search (search.service.ts) and the admin lists' search (admin-search.ts) build their statements from the same parts,
// so a query finds the same records in both (the admin's drafts and applications aside).
import type { Language } from '../../shared/ssr-contract.js';
import { foldSql, lowerSql, NEAR_MISS_MAX_LENGTH, NEAR_MISS_MIN_LENGTH, TEXT_SEARCH } from './search-text.js';

/** A lexeme as tsquery syntax reads it (quoted; the words are letters and digits, quotes doubled all the same). */
export const lexeme = (expr: string) => `'''' || replace(${expr}, '''', '''''') || ''''`;
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
 * SQL: a folded word's runs of letters and of digits, space-separated ('ea300' → 'ea 300'). Two passes: a letter
 * before a digit, then a digit before a letter (one pass would skip the second boundary of 'a1b').
 */
const codeParts = (expr: string) =>
  `regexp_replace(regexp_replace(${expr}, '([a-z])([0-9])', '\\1 \\2', 'g'), '([0-9])([a-z])', '\\1 \\2', 'g')`;

/** The parameter the statements take for the words: space-separated (a word is letters and digits, queryWords). */
export const wordsParameter = (words: readonly string[]) => words.join(' ');

/**
 * CTEs `<tag>alternatives` (per word i: its folded form and the tsquery of what it may match) and `<tag>query` (q: every
 * word's alternatives, all required; stems: what to mark in the results). Each query word matches, in the language's
 * stems, its stem or the stem of its stem (the Turkish stemmer is not idempotent: 'ölçümler' → 'ölçüm' but 'ölçüm' →
 * 'ölç'), and in the folded words the words it or its stem begins. A model code typed without its hyphen or space
 * ('ea300', 'RS485') also matches its runs of letters and digits one after the other ('EA-300', 'RS 485'), the last
 * one as the beginning of a word, however short, since the runs before it narrow it ('egw41' finds 'EGW-410').
 * A capital I is dotless in Turkish ('IŞIK' is 'ışık') but typed for İ as often ('IZLEME' for 'İZLEME'): a query
 * word's stems are also taken with it lowered to 'i', so 'IZLEME', 'İZLEME' and 'izleme' find the same records.
 * One parameter: the words (wordsParameter).
 */
export function queryCtes(language: Language, tag = ''): string {
  const { stemmer } = TEXT_SEARCH[language];
  const stem = (expr: string) => `ts_lexize('${stemmer}', ${expr})`;
  return `${tag}words as (
      select i, ${foldSql('w')} as folded, ${stem(lowerSql('w', language))} as stems, ${stem(lowerSql('w', 'en'))} as dotted
      from unnest(string_to_array(?, ' ')) with ordinality as u(w, i)
    ),
    ${tag}terms as (
      select i, folded, stems[1] as s1, coalesce((${stem('stems[1]')})[1], stems[1]) as s2,
        coalesce(dotted[1], stems[1]) as s3, coalesce((${stem('dotted[1]')})[1], dotted[1], stems[1]) as s4,
        string_to_array(${codeParts('folded')}, ' ') as parts
      from ${tag}words where cardinality(stems) > 0
    ),
    ${tag}alternatives as (
      select i, folded, concat_ws(' | ', ${lexeme('s1')}, ${lexeme('s2')}, ${lexeme('s3')}, ${lexeme('s4')}, ${prefix('folded', 3)},
        ${prefix(foldSql('s1'), 4)},
        case when cardinality(parts) > 1 then '(' || (select string_agg(case when n = cardinality(parts) then ${prefix('p', 1)} else ${lexeme('p')} end, ' <-> ' order by n)
          from unnest(parts) with ordinality as x(p, n)) || ')' end
      ) as expr, s1, s2, s3, s4, parts from ${tag}terms
    ),
    ${tag}query as (
      select string_agg('(' || expr || ')', ' & ')::tsquery as q,
        array_agg(s1) || array_agg(s2) || array_agg(s3) || array_agg(s4) || (select array_agg(p) from ${tag}alternatives, unnest(parts) as p where cardinality(parts) > 1) as stems
      from ${tag}alternatives
    )`;
}

/**
 * CTEs `<tag>lookalikes` and `<tag>near_query` (q, and words: the corrections, to mark): the near misses of the words of
 * `<tag>alternatives`, to try when the words themselves find nothing. Each word of four letters or more may also be a
 * dictionary word (search-word.entity.ts) that an entry of `entries` holds (a FROM clause, alias e, and its conditions):
 * one within a word's edits (Levenshtein distance, wherever the typo is: 'analzor' finds 'analizör', 'gatway' 'gateway')
 * or alike by trigram word similarity (pg_trgm's threshold 0.6: most of the word's trigrams, which a typo near the end
 * leaves: 'modbuss' finds 'modbus', 'enerji olcumuu' 'enerji ölçümü'). Only the closest of them count: those with
 * the fewest edits of the three most alike, so a word one edit away is never outweighed by a record full of a word
 * two away. A correction then matches as a query word does, in every form it begins ('analizor' finds
 * 'analizörü' and 'analizörler', however the records inflect it), whatever the word's stem.
 */
export function nearCtes(entries: string, tag = ''): string {
  return `${tag}candidates as (
      select a.i, x.word, x.distance from ${tag}alternatives a cross join lateral (
        select s.word, least(levenshtein_less_equal(a.folded, s.word, 3), 3) as distance from search_word s
        where length(a.folded) >= ${NEAR_MISS_MIN_LENGTH} and s.word <> a.folded
          -- A dictionary filled before words were bounded may still hold longer ones.
          and length(s.word) <= ${NEAR_MISS_MAX_LENGTH}
          and (a.folded <% s.word or (abs(length(s.word) - length(a.folded)) <= ${edits('a.folded')}
            and levenshtein_less_equal(a.folded, s.word, ${edits('a.folded')}) <= ${edits('a.folded')}))
          and exists (select 1 from ${entries} and e.tsv @@ (${lexeme('s.word')})::tsquery)
        order by 2, word_similarity(a.folded, s.word) desc, similarity(a.folded, s.word) desc, s.word
        limit 3
      ) as x
    ),
    ${tag}lookalikes as (
      select i, word from ${tag}candidates c where distance = (select min(distance) from ${tag}candidates m where m.i = c.i)
    ),
    ${tag}near_query as (
      select string_agg('(' || concat_ws(' | ', expr, (select string_agg(${prefix('s.word', NEAR_MISS_MIN_LENGTH)}, ' | ') from ${tag}lookalikes s where s.i = a.i)) || ')', ' & ')::tsquery as q,
        (select array_agg(word) from ${tag}lookalikes) as words
      from ${tag}alternatives a
    )`;
}
