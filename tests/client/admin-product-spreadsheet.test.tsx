// The spreadsheet import's report in both languages: each product that changes and what in it (columns by their
// labels, specs by their names) before applying and after, the problems' texts (an unreadable CSV says what was
// expected and suggests .xlsx), and a version an import made saying so in the version history.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImportReport, type ImportReport } from '../../client/features/products/admin/ProductImportReport';
import { VersionTable, type VersionRow } from '../../client/features/versions/admin/VersionTable';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const report: ImportReport = {
  __typename: 'ProductImportResult',
  created: 1,
  updated: 1,
  unchanged: 16,
  changes: [
    { __typename: 'ProductImportChange', slug: 'egw-410', action: 'update', fields: ['short_description_en', 'Ölçüm aralığı'] },
    { __typename: 'ProductImportChange', slug: 'yeni-urun', action: 'create', fields: ['product_name'] },
  ],
  errors: [],
};

const changeOf = (slug: string) => screen.getByTestId(`import-change-${slug}`);

describe('import report', () => {
  it('lists the products that will change and what in each, before applying (tr)', () => {
    renderIn('tr', <ProductImportReport fileName="products.csv" report={report} applied={false} />, { admin: true });
    expect(screen.getByText('Dosya denetlendi: 2 ürün değişecek. Uygulamak için onaylayın.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Değişecek ürünler' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(changeOf('egw-410').textContent).toContain('Güncellenecek');
    expect(changeOf('egw-410').textContent).toContain('Kısa açıklama (EN)');
    expect(changeOf('egw-410').textContent).toContain('Özellik: Ölçüm aralığı');
    expect(changeOf('yeni-urun').textContent).toContain('Yeni (taslak)');
    expect(changeOf('yeni-urun').textContent).toContain('Ürün adı');
  });

  it('lists what changed once applied (en)', () => {
    renderIn('en', <ProductImportReport fileName="products.csv" report={report} applied />, { admin: true });
    expect(screen.getByText('The import was applied: 1 new products, 1 products updated.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Products changed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(changeOf('egw-410').textContent).toContain('Updated');
    expect(changeOf('egw-410').textContent).toContain('Short description (EN)');
    expect(changeOf('egw-410').textContent).toContain('Spec: Ölçüm aralığı');
    expect(changeOf('yeni-urun').textContent).toContain('Added (draft)');
  });

  it('names what an unreadable CSV should have been and suggests .xlsx; names a later change and broken text', () => {
    const refused: ImportReport = {
      ...report,
      created: 0,
      updated: 0,
      unchanged: 0,
      changes: [],
      errors: [
        { __typename: 'ProductImportError', row: 0, field: 'file', reason: 'INVALID_CSV' },
        { __typename: 'ProductImportError', row: 2, field: 'product_slug', reason: 'CHANGED_SINCE_EXPORT' },
        { __typename: 'ProductImportError', row: 3, field: 'file', reason: 'INVALID_ENCODING' },
      ],
    };
    renderIn('tr', <ProductImportReport fileName="products.csv" report={refused} applied={false} />, { admin: true });
    const problems = screen.getByRole('table', { name: 'Dosyadaki sorunlar' });
    expect(problems.textContent).toContain(
      'Dosya CSV olarak okunamadı. Virgül, noktalı virgül ya da sekmeyle ayrılmış, UTF-8 ya da Windows-1254 (Türkçe)',
    );
    expect(problems.textContent).toContain('(.xlsx)');
    expect(problems.textContent).toContain('dosya dışa aktarıldıktan sonra değiştirilmiş');
    expect(problems.textContent).toContain('UTF-8 olarak okunamadı');
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    renderIn('en', <ProductImportReport fileName="products.csv" report={refused} applied={false} />, { admin: true });
    expect(screen.getByRole('table', { name: 'Problems in the file' }).textContent).toContain('save it as an Excel workbook (.xlsx)');
  });
});

describe('version history', () => {
  const row = (number: number, imported: boolean): VersionRow => ({
    __typename: 'ContentRevision',
    id: number,
    number,
    createdAt: '2026-11-27T10:00:00.000Z',
    adminUsername: 'admin',
    via: 'graphql',
    changedFields: ['specGroups'],
    restoredFrom: null,
    imported,
  });

  for (const [lng, text] of [
    ['tr', 'Tablodan içe aktarıldı'],
    ['en', 'Imported from a spreadsheet'],
  ] as const) {
    it(`says which versions an import made (${lng})`, () => {
      renderIn(
        lng,
        <VersionTable
          rows={[row(2, true), row(1, false)]}
          loading={false}
          error={null}
          currentId={2}
          selected={[]}
          onToggle={() => undefined}
          restoringId={null}
        />,
        { admin: true },
      );
      expect(screen.getAllByTestId('version-imported-2').map((e) => e.textContent)).toContain(text);
      expect(screen.queryAllByTestId('version-imported-1')).toEqual([]);
    });
  }
});
