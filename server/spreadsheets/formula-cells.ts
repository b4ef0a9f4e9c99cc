// CSV injection: a spreadsheet program runs a cell that starts with = + - @ (or a tab or carriage return before
// one) as a formula. Exports keep such a cell as text with a leading apostrophe; imports take it off again.

export function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The apostrophe defuseFormula put before a cell that would run as a formula. */
export const undefuseFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
