// The quote request's texts (its page and the "request a quote" buttons' notices): a chunk per language that only they
// load (client/lib/page-texts.ts).
import { pageTexts } from '../../../lib/page-texts';

export const QUOTE_NS = 'quote';

export const quoteTexts = pageTexts(
  QUOTE_NS,
  import.meta.glob<Record<string, unknown>>('../../../locales/*/quote.json', { import: 'default' }),
);
