// A word-level difference of two texts, to mark what a version removed and added within a changed field.

export interface Piece {
  text: string;
  /** Only in the older text (removed) or only in the newer (added); unmarked when both have it. */
  mark?: 'removed' | 'added';
}

/** Past this many word pairs the middle is marked whole: a longest common subsequence costs their product. */
const MAX_CELLS = 250_000;

const words = (text: string) => text.split(/(\s+)/).filter(Boolean);

/** The older and newer text cut into pieces, the differing ones marked. */
export function wordDiff(older: string, newer: string): { older: Piece[]; newer: Piece[] } {
  const a = words(older);
  const b = words(newer);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const head = a.slice(0, start).join('');
  const tail = a.slice(a.length - end).join('');
  const [left, right] =
    midA.length * midB.length > MAX_CELLS
      ? [[{ text: midA.join(''), mark: 'removed' as const }], [{ text: midB.join(''), mark: 'added' as const }]]
      : lcsPieces(midA, midB);
  const frame = (middle: Piece[]) => merge([{ text: head }, ...middle, { text: tail }]);
  return { older: frame(left), newer: frame(right) };
}

function lcsPieces(a: string[], b: string[]): [Piece[], Piece[]] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j] ? table[(i + 1) * cols + j + 1] + 1 : Math.max(table[(i + 1) * cols + j], table[i * cols + j + 1]);
    }
  }
  const left: Piece[] = [];
  const right: Piece[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      left.push({ text: a[i] });
      right.push({ text: b[j] });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || table[i * cols + j + 1] >= table[(i + 1) * cols + j])) {
      right.push({ text: b[j++], mark: 'added' });
    } else {
      left.push({ text: a[i++], mark: 'removed' });
    }
  }
  return [left, right];
}

/** Neighbouring pieces of the same kind as one (fewer elements; a marked run reads as one). */
function merge(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (!piece.text) continue;
    const last = out[out.length - 1];
    if (last && last.mark === piece.mark) last.text += piece.text;
    else out.push({ ...piece });
  }
  return out;
}
