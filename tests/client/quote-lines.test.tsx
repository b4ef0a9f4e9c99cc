// The quote page's lines and the browser's quote list: the page's address joins the kept list, changes are kept, and a
// product's name is never replaced by its slug while the published products are still being read.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useQuoteLines } from '../../client/features/products/components/use-quote-lines';
import { addToQuote, QUOTE_KEY, quoteList } from '../../client/lib/quote-list';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const METER = { slug: 'ea-120-din-rail-energy-meter', name: 'EA-120 DIN-Rail Energy Meter' };
const unread = () => undefined;

describe('the quote lines', () => {
  it('keep the kept names while the products are not read yet, and keep every change', () => {
    addToQuote(METER);
    const { result } = renderHook(() => useQuoteLines([{ slug: 'ert-300-rtu', quantity: '1', note: '' }], false, unread));
    expect(result.current.lines.map((l) => l.slug)).toEqual([METER.slug, 'ert-300-rtu']);
    act(() => result.current.change(0, 'quantity', '25'));
    expect(quoteList()).toEqual([
      { ...METER, quantity: 25, note: '' },
      // A product known by its address alone is named by its slug until the products are read.
      { slug: 'ert-300-rtu', name: 'ert-300-rtu', quantity: 1, note: '' },
    ]);
  });

  it("of a form the server answered are the list as it is, written over the browser's", () => {
    addToQuote(METER);
    const answered = [{ slug: 'ert-300-rtu', quantity: '3', note: 'x' }];
    const { result } = renderHook(() => useQuoteLines(answered, true, (slug) => (slug === 'ert-300-rtu' ? 'ERT-300 RTU' : undefined)));
    expect(result.current.lines).toEqual(answered);
    expect(JSON.parse(localStorage.getItem(QUOTE_KEY)!)).toEqual([{ slug: 'ert-300-rtu', name: 'ERT-300 RTU', quantity: 3, note: 'x' }]);
  });
});
