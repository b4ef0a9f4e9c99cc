// The admin lists' controls: a debounced search that asks the server once typing pauses, one bulk question naming
// how many (in the admin's language), the bulk mutation with the ticked ids and a toast with what changed; the record's
// name as a link to it; on a phone a card per record (its actions in view), selection and order above the cards.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminToaster } from '../../client/components/admin/toaster';
import ProductsPage from '../../client/features/products/admin/products.page';
import { renderIn } from '../helpers/render';

/** The window's width, as a phone or a desktop has it (the lists choose table or cards by a media query). */
const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 844,
  });

afterEach(() => {
  cleanup();
  setWidth(1024);
});

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

function withServer(answer: (op: Sent) => Record<string, unknown>) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const op = { operationName: operation.operationName ?? '', variables: operation.variables };
        sent.push(op);
        observer.next(answer(op) as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    sent,
    wrap: (ui: ReactNode) => (
      <ApolloProvider client={client}>
        {ui}
        <AdminToaster />
      </ApolloProvider>
    ),
  };
}

const product = (id: number) => ({
  __typename: 'Product',
  id,
  name: `Ürün ${id}`,
  slug: `urun-${id}`,
  category: 'gateway',
  shortDescriptionTr: 'Kısa',
  status: 'PUBLISHED',
  publishedAt: '2026-03-04T10:00:00Z',
  updatedAt: '2026-03-04T10:00:00Z',
  englishMissing: [],
  englishOutdated: [],
});

function server() {
  return withServer(({ operationName }) => {
    if (operationName === 'AdminProductCategories') return { data: { productCategories: ['gateway', 'energy'] } };
    if (operationName === 'AdminProductCount') return { data: { productCount: 3 } };
    if (operationName === 'AdminBulkUnpublishProducts') return { data: { bulkUnpublishProducts: 3 } };
    return { data: { products: [1, 2, 3].map(product) } };
  });
}

describe('admin lists', () => {
  it('asks the server once typing pauses, with the search', async () => {
    const s = server();
    renderIn('tr', s.wrap(<ProductsPage />), { admin: true });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const box = screen.getByRole('searchbox', { name: 'Ara' });
    for (const text of ['o', 'ol', 'olc', 'olcum']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(s.sent.some((op) => op.operationName === 'AdminProducts' && op.variables.search === 'olcum')).toBe(true));
    const searches = s.sent.filter((op) => op.operationName === 'AdminProducts').map((op) => op.variables.search);
    expect(searches).toEqual([null, 'olcum']);
  });

  for (const [lang, question, done] of [
    ['tr', '3 ürün yayından kaldırılsın mı?', '3 ürün yayından kaldırıldı'],
    ['en', 'Unpublish 3 products?', '3 products unpublished'],
  ] as const) {
    it(`one question naming how many, then one request with the ticked ids (${lang})`, async () => {
      const s = server();
      renderIn(lang, s.wrap(<ProductsPage />), { admin: true });
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
      fireEvent.click(
        screen.getByRole('checkbox', { name: lang === 'tr' ? 'Bu sayfadaki tüm kayıtları seç' : 'Select every record on this page' }),
      );
      const bar = screen.getByTestId('bulk-bar');
      fireEvent.click(within(bar).getByRole('button', { name: lang === 'tr' ? 'Yayından kaldır' : 'Unpublish' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(question);
      fireEvent.click(within(dialog).getByRole('button', { name: lang === 'tr' ? 'Yayından kaldır' : 'Unpublish' }));
      // The toaster outlives a test: the newest toast is this one's.
      await waitFor(() =>
        expect(
          screen
            .getAllByTestId('toast-success')
            .map((t) => t.textContent)
            .join(' | '),
        ).toContain(done),
      );
      expect(s.sent.filter((op) => op.operationName === 'AdminBulkUnpublishProducts').map((op) => op.variables)).toEqual([
        { ids: [1, 2, 3] },
      ]);
    });
  }

  it('on a wide screen a table whose record names are links to the records', async () => {
    setWidth(1280);
    const s = server();
    renderIn('en', s.wrap(<ProductsPage />), { admin: true });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Ürün 1' }).getAttribute('href')).toBe('/admin/product/1');
    expect(screen.queryByTestId('record-cards')).toBeNull();
  });

  for (const [lang, texts] of [
    [
      'tr',
      {
        edit: 'Ürün 2: düzenle',
        all: 'Bu sayfadaki tüm kayıtları seç',
        one: 'Ürün 3 seç',
        remove: 'Sil',
        question: '2 ürün silinsin mi?',
        sort: 'Sıralama',
        order: 'Yön',
        descending: 'Azalan',
        name: 'Ürün',
      },
    ],
    [
      'en',
      {
        edit: 'Ürün 2: edit',
        all: 'Select every record on this page',
        one: 'Select Ürün 3',
        remove: 'Delete',
        question: 'Delete 2 products?',
        sort: 'Sort by',
        order: 'Order',
        descending: 'Descending',
        name: 'Product',
      },
    ],
  ] as const) {
    it(`on a phone a card per record: its name a link, its facts labelled, its actions in it; selection and order above (${lang})`, async () => {
      setWidth(390);
      const s = withServer(({ operationName }) => {
        if (operationName === 'AdminProductCategories') return { data: { productCategories: ['gateway'] } };
        if (operationName === 'AdminProductCount') return { data: { productCount: 3 } };
        if (operationName === 'AdminBulkDeleteProducts') return { data: { bulkDeleteProducts: 2 } };
        return { data: { products: [1, 2, 3].map(product) } };
      });
      renderIn(lang, s.wrap(<ProductsPage />), { admin: true });
      const cards = await screen.findByTestId('record-cards');
      expect(screen.queryByRole('table')).toBeNull();
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      const second = items[1];
      expect(within(second).getByRole('link', { name: 'Ürün 2' }).getAttribute('href')).toBe('/admin/product/2');
      expect(within(second).getByRole('link', { name: texts.edit }).getAttribute('href')).toBe('/admin/product/2');
      // The table's other columns as labelled lines: the category named by its header.
      expect(second.querySelector('dl')!.textContent).toContain(lang === 'tr' ? 'Kategori' : 'Category');

      // Every card ticked from above the cards, one unticked: the bulk delete asks about two and sends their ids.
      fireEvent.click(screen.getByRole('checkbox', { name: texts.all }));
      fireEvent.click(within(items[2]).getByRole('checkbox', { name: texts.one }));
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: texts.all }).indeterminate).toBe(true);
      fireEvent.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: texts.remove }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(texts.question);
      fireEvent.click(within(dialog).getByRole('button', { name: texts.remove }));
      await waitFor(() =>
        expect(s.sent.filter((op) => op.operationName === 'AdminBulkDeleteProducts').map((op) => op.variables)).toEqual([{ ids: [1, 2] }]),
      );

      // The order the table's headers set: a column, then its direction.
      fireEvent.change(screen.getByRole('combobox', { name: texts.sort }), { target: { value: 'NAME' } });
      await waitFor(() =>
        expect(
          s.sent.some((op) => op.operationName === 'AdminProducts' && op.variables.sort === 'NAME' && op.variables.order === 'ASC'),
        ).toBe(true),
      );
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: texts.sort }).selectedOptions[0].textContent).toBe(texts.name);
      fireEvent.change(screen.getByRole('combobox', { name: texts.order }), { target: { value: 'DESC' } });
      await waitFor(() =>
        expect(
          s.sent.some((op) => op.operationName === 'AdminProducts' && op.variables.sort === 'NAME' && op.variables.order === 'DESC'),
        ).toBe(true),
      );
    });
  }
});
