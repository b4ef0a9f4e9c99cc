// CSV injection: a spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before
// one) as a formula. Exports keep such a cell as text with a leading apostrophe; imports take it off again.
// A value that itself starts with apostrophes before such a character ('=x) gets one more, so that taking one off
// gives it back as it was: the guard is one apostrophe before any run of them that leads to a formula character.

const GUARDED = /^'*[=+\-@\t\r]/;

export function defuseFormula(cell: string): string {
  return GUARDED.test(cell) ? `'${cell}` : cell;
}

/** The apostrophe defuseFormula put before a cell that would run as a formula. */
export const undefuseFormula = (cell: string) => (cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell);
