// The comparison's client parts: the alignment of specifications, the choice kept in the browser (at most four), the
// bar's texts and announcements in both languages.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompareBar } from '../../client/features/products/components/CompareBar';
import { comparedSlugsOf, comparisonCanonical } from '../../client/features/products/components/compare-address';
import { compareGroups, type ComparedSpecs } from '../../client/features/products/components/compare-rows';
import { COMPARE_KEY, compared, toggleCompared } from '../../client/features/products/components/compare-store';
import { renderIn } from '../helpers/render';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

let id = 0;
const spec = (nameTr: string, valueTr: string, nameEn = nameTr, valueEn = valueTr) => ({
  __typename: 'Spec' as const,
  id: ++id,
  nameTr,
  nameEn,
  valueTr,
  valueEn,
});
const product = (groups: Array<[string, ReturnType<typeof spec>[]]>): ComparedSpecs => ({
  specGroups: groups.map(([name, specs]) => ({ __typename: 'SpecGroup' as const, id: ++id, nameTr: name, nameEn: `${name} EN`, specs })),
  technicalSpecsTr: null,
  technicalSpecsEn: null,
});

describe('aligning specifications', () => {
  it("matches groups and labels whatever their case and spacing, first product's order first, then the others' extras", () => {
    const a = product([
      ['Ölçüm', [spec('Gerilim', '230 V'), spec('Doğruluk', '0,5S'), spec('Frekans', '50 Hz')]],
      ['Haberleşme', [spec('Protokol', 'Modbus')]],
    ]);
    const b = product([
      ['Genel', [spec('Ekran', 'LCD')]],
      ['ÖLÇÜM ', [spec('doğruluk', '0,2S'), spec('gerilim ', '230 v'), spec('Örnekleme', '256')]],
    ]);
    const groups = compareGroups([a, b], 'tr');
    expect(groups.map((g) => g.title)).toEqual(['Ölçüm', 'Haberleşme', 'Genel']);
    expect(groups[0].rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Gerilim', ['230 V', '230 v'], false],
      ['Doğruluk', ['0,5S', '0,2S'], true],
      ['Frekans', ['50 Hz', null], true],
      ['Örnekleme', [null, '256'], true],
    ]);
    expect(groups[2].rows[0].values).toEqual([null, 'LCD']);
    // English shows the English names; one product alone differs from nothing.
    expect(compareGroups([a], 'en').map((g) => g.title)).toEqual(['Ölçüm EN', 'Haberleşme EN']);
    expect(
      compareGroups([a], 'en')
        .flatMap((g) => g.rows)
        .some((r) => r.differs),
    ).toBe(false);
  });

  it('a label repeated within a group meets its counterpart occurrence by occurrence; legacy JSON specs take part', () => {
    const a = product([['G', [spec('Port', 'RS-485'), spec('Port', 'RS-232')]]]);
    const legacy: ComparedSpecs = { specGroups: [], technicalSpecsTr: { g: { port: 'RS-485', Renk: 'Gri' } }, technicalSpecsEn: null };
    const [group] = compareGroups([a, legacy], 'tr');
    expect(group.rows.map((r) => r.values)).toEqual([
      ['RS-485', 'RS-485'],
      ['RS-232', null],
      [null, 'Gri'],
    ]);
  });
});

describe("the comparison's address", () => {
  it('takes the slugs once each, in order, at most four, and names them sorted in its canonical link', () => {
    expect(comparedSlugsOf('?slugs=b, A ,b,,c')).toEqual({ slugs: ['b', 'a', 'c'], tooMany: false });
    expect(comparedSlugsOf('?slugs=a,b,c,d,e')).toEqual({ slugs: ['a', 'b', 'c', 'd'], tooMany: true });
    expect(comparedSlugsOf('')).toEqual({ slugs: [], tooMany: false });
    // A form sent without the page's script repeats the parameter: the same comparison.
    expect(comparedSlugsOf('?slugs=a&slugs=b,c&slugs=a')).toEqual({ slugs: ['a', 'b', 'c'], tooMany: false });
    expect(comparisonCanonical(['b', 'a'])).toBe('/products/compare?slugs=a,b');
    expect(comparisonCanonical([])).toBe('/products/compare');
  });
});

describe('the chosen products and the bar', () => {
  const p = (n: number) => ({ slug: `p-${n}`, name: `Ürün ${n}` });

  it('keeps at most four in the order chosen; a fifth is refused; choosing one again takes it out', () => {
    for (const n of [1, 2, 3, 4, 5]) toggleCompared(p(n));
    expect(compared().map((c) => c.slug)).toEqual(['p-1', 'p-2', 'p-3', 'p-4']);
    toggleCompared(p(2));
    expect(JSON.parse(localStorage.getItem(COMPARE_KEY)!)).toEqual([p(1), p(3), p(4)]);
  });

  it('shows nothing but its live region while nothing is chosen; then the products, their remove buttons and the link', () => {
    const { container } = renderIn('tr', <CompareBar />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    act(() => toggleCompared(p(1)));
    expect(screen.getByRole('status').textContent).toBe('Ürün 1 karşılaştırmaya eklendi.');
    expect(screen.getByRole('heading', { name: 'Karşılaştırma (1/4)' })).toBeTruthy();
    expect(screen.getByText('Bir ürün daha seçin')).toBeTruthy();
    act(() => toggleCompared(p(2)));
    expect(screen.getByRole('link', { name: 'Karşılaştır' }).getAttribute('href')).toBe('/products/compare?slugs=p-1,p-2');
    for (const n of [3, 4, 5]) act(() => toggleCompared(p(n)));
    expect(screen.getByRole('status').textContent).toBe(
      'En fazla 4 ürün karşılaştırılabilir: Ürün 5 eklenmedi. Önce listeden bir ürün çıkarın.',
    );
    fireEvent.click(within(screen.getByTestId('compare-bar')).getByRole('button', { name: 'Ürün 1 ürününü karşılaştırmadan çıkar' }));
    expect(screen.getByRole('heading', { name: 'Karşılaştırma (3/4)' })).toBeTruthy();
    expect(container.textContent).toContain('Ürün 1 karşılaştırmadan çıkarıldı.');
  });

  it('speaks English in English', () => {
    toggleCompared(p(1));
    renderIn('en', <CompareBar />);
    expect(screen.getByRole('heading', { name: 'Comparison (1/4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Ürün 1 from the comparison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });
});
