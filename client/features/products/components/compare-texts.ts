// The comparison's texts (its page and its bar): a chunk per language that only they load (client/lib/page-texts.ts),
// so the pages that merely show an "add to comparison" button do not carry them.
import { pageTexts } from '../../../lib/page-texts';

export const COMPARE_NS = 'compare';

export const compareTexts = pageTexts(
  COMPARE_NS,
  import.meta.glob<Record<string, unknown>>('../../../locales/*/compare.json', { import: 'default' }),
);
