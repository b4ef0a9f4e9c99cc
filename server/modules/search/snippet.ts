// Highlighted text as segments ({ text, hit }): clients mark the hits themselves (React renders <mark>), so no HTML
// made from database text is ever sent to be injected.
import { fold } from './search-text.js';
import type { TextSegment } from './search.types.js';

/** Words around the first hit a snippet shows. */
const SNIPPET_WORDS = 30;
const WORDS_BEFORE_HIT = 8;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * What a word of the text must begin with to count as a hit: each query word and each of its stems, folded; a long
 * word also by its beginning, for the near misses trigrams found ('modbuss' marks 'Modbus', 'analizor' 'Analizör').
 */
function hitPrefixes(terms: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const term of terms) {
    const folded = fold(term);
    if (folded.length >= 2) prefixes.add(folded);
    if (folded.length >= 6) prefixes.add(folded.slice(0, folded.length - 2));
  }
  return [...prefixes];
}

function isHit(word: string, prefixes: readonly string[]): boolean {
  const folded = fold(word);
  return prefixes.some((p) => (p.length >= 3 ? folded.startsWith(p) : folded === p));
}

interface Token {
  text: string;
  word: boolean;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index), word: false });
    out.push({ text: match[0], word: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), word: false });
  return out;
}

/** Consecutive tokens as segments, neighbours of the same kind merged. */
function segments(list: Token[], prefixes: readonly string[]): TextSegment[] {
  const out: TextSegment[] = [];
  for (const token of list) {
    const hit = token.word && isHit(token.text, prefixes);
    const previous = out.at(-1);
    if (previous && previous.hit === hit) previous.text += token.text;
    else out.push({ text: token.text, hit });
  }
  return out;
}

/** The whole of a short text (a title) with its hits marked. */
export function highlight(text: string, terms: readonly string[]): TextSegment[] {
  return segments(tokens(text), hitPrefixes(terms));
}

/** About SNIPPET_WORDS words of `text` from a little before its first hit (its beginning without one), hits marked. */
export function snippet(text: string, terms: readonly string[]): TextSegment[] {
  const prefixes = hitPrefixes(terms);
  const list = tokens(text);
  const words = list.flatMap((t, i) => (t.word ? [i] : []));
  const firstHit = words.findIndex((i) => isHit(list[i]!.text, prefixes));
  const startWord = Math.max(0, firstHit - WORDS_BEFORE_HIT);
  const start = startWord > 0 ? words[startWord]! : 0;
  const endWord = startWord + SNIPPET_WORDS;
  const end = endWord < words.length ? words[endWord]! : list.length;
  const shown = segments(list.slice(start, end), prefixes);
  if (!shown.length) return [];
  // Trailing separators (a comma, a space) end the snippet badly: an ellipsis says it goes on.
  if (start > 0) shown.unshift({ text: '…', hit: false });
  if (end < list.length) {
    const last = shown.at(-1)!;
    if (!last.hit) last.text = last.text.trimEnd();
    shown.push({ text: '…', hit: false });
  }
  return shown;
}
