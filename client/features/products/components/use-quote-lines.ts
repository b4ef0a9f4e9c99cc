// The quote page's lines as typed, kept in step with the browser's quote list (client/lib/quote-list.ts): the server
// renders the lines of its address (?slugs=, a product's "request a quote" sent without the script) or of the form it
// answers; once hydrated, the browser's own list joins them, and every change is kept there.
import { useEffect, useRef, useState } from 'react';
import { MAX_QUOTE_LINES } from '../../../../server/shared/quote-request';
import { QUOTE_NOTE_MAX, quantityOf, type QuoteFormLine } from '../../../../server/shared/quote-form';
import { quoteList, setQuoteList } from '../../../lib/quote-list';

export interface QuoteLines {
  lines: QuoteFormLine[];
  /** The product's name as this browser kept it, for a product no longer among the published ones. */
  keptName(slug: string): string | undefined;
  add(slug: string): void;
  remove(index: number): void;
  change(index: number, field: 'quantity' | 'note', value: string): void;
  clear(): void;
}

/**
 * `answered`: the lines are a form's the server answered (typed without the script): they are the list as it is.
 * `nameOf`: a product's name among the published ones, once they are read.
 */
export function useQuoteLines(initial: QuoteFormLine[], answered: boolean, nameOf: (slug: string) => string | undefined): QuoteLines {
  const [lines, setLines] = useState(initial);
  const [kept, setKept] = useState<Record<string, string>>({});
  const keptNames = useRef<Record<string, string>>({});
  const merged = useRef(false);
  const latestName = useRef(nameOf);
  latestName.current = nameOf;

  // Before the merge below in the same commit: the first run must not write the server's lines over the kept list.
  useEffect(() => {
    if (!merged.current) return;
    setQuoteList(
      lines.map((line) => ({
        slug: line.slug,
        // Before the products are read, the name this browser kept: never the slug over a name.
        name: latestName.current(line.slug) ?? keptNames.current[line.slug] ?? line.slug,
        quantity: quantityOf(line.quantity) ?? 1,
        note: line.note.slice(0, QUOTE_NOTE_MAX),
      })),
    );
  }, [lines]);

  useEffect(() => {
    merged.current = true;
    const stored = quoteList();
    keptNames.current = Object.fromEntries(stored.map((item) => [item.slug, item.name]));
    setKept(keptNames.current);
    if (answered) return setLines((now) => [...now]);
    const storedLines = stored.map((item) => ({ slug: item.slug, quantity: String(item.quantity), note: item.note }));
    setLines((now) => [...storedLines, ...now.filter((line) => !stored.some((item) => item.slug === line.slug))].slice(0, MAX_QUOTE_LINES));
  }, [answered]);

  return {
    lines,
    keptName: (slug) => kept[slug],
    add: (slug) =>
      setLines((now) =>
        now.some((l) => l.slug === slug) || now.length >= MAX_QUOTE_LINES ? now : [...now, { slug, quantity: '1', note: '' }],
      ),
    remove: (index) => setLines((now) => now.filter((_, i) => i !== index)),
    change: (index, field, value) => setLines((now) => now.map((line, i) => (i === index ? { ...line, [field]: value } : line))),
    clear: () => setLines([]),
  };
}
