// Told on window after each change of the quote list (client/lib/quote-list.ts), and by the header when it is rendered
// anew: client/boot-after-paint.js then writes the header's count, which React leaves to it. Apart from the list's code,
// which only the pages that change it load.
export const QUOTE_CHANGED = 'quote-list-changed';
