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

/**
 * About SNIPPET_WORDS words of `text` from a little before its first hit (its beginning without one), hits marked.
 * Reads the text only as far as it shows: a long body costs its words up to the snippet's end, not all of them.
 */
export function snippet(text: string, terms: readonly string[]): TextSegment[] {
  const prefixes = hitPrefixes(terms);
  // Where the last WORDS_BEFORE_HIT + 1 words began, until the first hit.
  const recent: number[] = [];
  let startWord = -1;
  let start = 0;
  let end = text.length;
  // Where the snippet of a text without a hit ends (the near misses trigrams found may be spelled otherwise).
  let endWithoutHit = text.length;
  let k = 0;
  for (const match of text.matchAll(WORD)) {
    if (startWord < 0) {
      if (k === SNIPPET_WORDS) endWithoutHit = match.index;
      recent.push(match.index);
      if (recent.length > WORDS_BEFORE_HIT + 1) recent.shift();
      if (isHit(match[0], prefixes)) {
        startWord = Math.max(0, k - WORDS_BEFORE_HIT);
        start = startWord > 0 ? recent[0] : 0;
      }
    } else if (k === startWord + SNIPPET_WORDS) {
      end = match.index;
      break;
    }
    k++;
  }
  return framed(text, start, startWord < 0 ? endWithoutHit : end, prefixes);
}

/** text[start, end) as segments, an ellipsis where it goes on (trailing separators end a snippet badly). */
function framed(text: string, start: number, end: number, prefixes: readonly string[]): TextSegment[] {
  const shown = segments(tokens(text.slice(start, end)), prefixes);
  if (!shown.length) return [];
  if (start > 0) shown.unshift({ text: '…', hit: false });
  if (end < text.length) {
    const last = shown.at(-1)!;
    if (!last.hit) last.text = last.text.trimEnd();
    shown.push({ text: '…', hit: false });
  }
  return shown;
}
