// A quote request's limits, shared by the server's checks and the site's form.

/** Lines a request may hold. */
export const MAX_QUOTE_LINES = 50;
/** The largest quantity of one line (the smallest is 1). */
export const MAX_QUOTE_QUANTITY = 100_000;
/** A reference: TKL-<year>-<number>, the number six digits at least. */
export const quoteReference = (year: number, number: number) => `TKL-${year}-${String(number).padStart(6, '0')}`;
