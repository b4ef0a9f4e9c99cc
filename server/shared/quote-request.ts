// A quote request's limits, shared by the server's checks and the site's form.

/** Lines a request may hold. */
export const MAX_QUOTE_LINES = 50;
/** Files downloaded before asking that a request may name (the browser session's, oldest first), and their length. */
export const MAX_QUOTE_DOWNLOADS = 50;
export const MAX_QUOTE_DOWNLOAD_LENGTH = 300;
/** The largest quantity of one line (the smallest is 1). */
export const MAX_QUOTE_QUANTITY = 100_000;
/** A reference: TKL-<year>-<number>, the number six digits at least. */
export const quoteReference = (year: number, number: number) => `TKL-${year}-${String(number).padStart(6, '0')}`;
