// Case and accent folding, spelled once for SQL (indexing and queries) and once for TypeScript (highlighting and the
// query's words). Both sides first take compatibility forms to their plain letters (NFKC: full-width 'ＭＯＤＢＵＳ' is
// 'MODBUS', 'ﬁ' is 'fi'), then fold. Nothing depends on the database's locale: PGlite's lower() and a server's differ
// on Turkish letters ('İ', 'I'), so the Turkish letters are lowered by translate() of an explicit list before lower()
// sees the rest.
import type { Language } from '../../shared/ssr-contract.js';

/** Upper-case letters lowered in Turkish ('I' is dotless there) and in English; lower() does the ASCII rest. */
const UPPER = 'ÇĞİIÖŞÜÂÎÛ';
const LOWER: Record<Language, string> = { tr: 'çğiıöşüâîû', en: 'çğiiöşüâîû' };
/** Accented lower-case letters and their plain forms: 'ölçüm' and 'olcum' fold alike, 'ı' and 'i' too. */
const ACCENTED = 'çğıöşüâîûéèêëàáäôóòíìïúùñ';
const PLAIN = 'cgiosuaiueeeeaaaoooiiiuun';
/** Accented capitals outside Turkish, lowered before folding (lower() of a C-locale database leaves them). */
const UPPER_OTHER = 'ÉÈÊËÀÁÄÔÓÒÍÌÏÚÙÑẞ';
const LOWER_OTHER = 'éèêëàáäôóòíìïúùñß';

/** Shorter words have no near misses: every 'ab' would be one (the near-miss dictionary holds no shorter word). */
export const NEAR_MISS_MIN_LENGTH = 4;
/**
 * Nor are longer words kept for near misses: no query is longer (search.service.ts MAX_QUERY_LENGTH), and a pasted key
 * or code of thousands of letters is nobody's near miss. Past 2,047 bytes PostgreSQL neither indexes a word nor reads
 * it as a tsquery lexeme: such a word in the dictionary failed every search that considered it.
 */
export const NEAR_MISS_MAX_LENGTH = 100;

/** The text search configuration and its stemmer of each language. */
export const TEXT_SEARCH: Record<Language, { config: string; stemmer: string }> = {
  tr: { config: 'turkish', stemmer: 'turkish_stem' },
  en: { config: 'english', stemmer: 'english_stem' },
};

/** SQL: `expr` in lower case as the language writes it (what its stemmer expects), compatibility forms plain. */
export function lowerSql(expr: string, language: Language): string {
  return `lower(translate(normalize(${expr}, NFKC), '${UPPER}${UPPER_OTHER}', '${LOWER[language]}${LOWER_OTHER}'))`;
}

/**
 * SQL: `expr` folded: lower case without accents, dotted and dotless i alike ('İSTANBUL', 'Istanbul' → 'istanbul'),
 * ß spelled 'ss'.
 */
export function foldSql(expr: string): string {
  return `replace(translate(${lowerSql(expr, 'en')}, '${ACCENTED}', '${PLAIN}'), 'ß', 'ss')`;
}

/**
 * SQL: `expr` folded, anything but letters and digits a space: 'RS-485' gives the words 'rs' and '485' (the text search
 * parser would read '-485' as a negative number) as the query's words are split.
 */
export function foldedTextSql(expr: string): string {
  return `regexp_replace(${foldSql(expr)}, '[^a-z0-9]+', ' ', 'g')`;
}

/**
 * SQL: the distinct words of `folded` (text already folded by foldedTextSql), space-separated (the trigram index:
 * short, one entry per word). Folded text has spaces between words: splitting on the space is all it takes (a regular
 * expression's split cost a fifth of indexing a product).
 */
export function foldedWordsOfFoldedSql(folded: string): string {
  return `coalesce((select string_agg(distinct w, ' ') from unnest(string_to_array(${folded}, ' ')) as w where w <> ''), '')`;
}

/** SQL: HTML reduced to its text (the stored rich text is sanitized: tags and the few entities it writes). */
export function plainTextSql(expr: string): string {
  let sql = `regexp_replace(${expr}, '<[^>]*>', ' ', 'g')`;
  for (const [entity, char] of [
    ['&nbsp;', ' '],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&quot;', '"'],
    ['&#39;', "''"],
    ['&amp;', '&'],
  ]) {
    sql = `replace(${sql}, '${entity}', '${char}')`;
  }
  // Tags become spaces (blocks must not glue words together); a space they leave before punctuation goes. No literal
  // question mark in the SQL: statements go through knex, which reads one as a placeholder (\u003f is the regex's).
  return `btrim(regexp_replace(regexp_replace(${sql}, '\\s+', ' ', 'g'), ' ([.,;:!\\u003f])', '\\1', 'g'))`;
}

// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** TypeScript's fold, for marking hits in snippets: the same letters, plus any other accent (NFD). */
export function fold(text: string): string {
  // Plain ASCII (most words of a technical text): lower case is all there is to do ('I' lowers to 'i' here too).
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .replace(/[İI]/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The words of a query: letters and digits only (nothing the tsquery syntax could read), at most `max`, compatibility
 * forms plain as the index has them ('ＭＯＤＢＵＳ' is 'MODBUS', '１２０' is '120').
 */
export function queryWords(query: string, max = 8): string[] {
  return (query.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}
