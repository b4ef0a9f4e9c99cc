// The admin lists' controls: a debounced search that asks the server once typing pauses, one bulk question naming
// how many (in the admin's language), the bulk mutation with the ticked ids and a toast with what changed.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminToaster } from '../../client/components/admin/toaster';
import ProductsPage from '../../client/features/products/admin/products.page';
import { renderIn } from '../helpers/render';

afterEach(() => cleanup());

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

function withServer(answer: (op: Sent) => Record<string, unknown>) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => new Observable((observer) => {
    const op = { operationName: operation.operationName ?? '', variables: operation.variables };
    sent.push(op);
    observer.next(answer(op) as never);
    observer.complete();
  }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { sent, wrap: (ui: ReactNode) => <ApolloProvider client={client}>{ui}<AdminToaster /></ApolloProvider> };
}

const product = (id: number) => ({
  __typename: 'Product', id, name: `Ürün ${id}`, slug: `urun-${id}`, category: 'gateway', shortDescriptionTr: 'Kısa', status: 'PUBLISHED',
  publishedAt: '2026-03-04T10:00:00Z', updatedAt: '2026-03-04T10:00:00Z', englishMissing: [], englishOutdated: [],
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
      fireEvent.click(screen.getByRole('checkbox', { name: lang === 'tr' ? 'Bu sayfadaki tüm kayıtları seç' : 'Select every record on this page' }));
      const bar = screen.getByTestId('bulk-bar');
      fireEvent.click(within(bar).getByRole('button', { name: lang === 'tr' ? 'Yayından kaldır' : 'Unpublish' }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog.textContent).toContain(question);
      fireEvent.click(within(dialog).getByRole('button', { name: lang === 'tr' ? 'Yayından kaldır' : 'Unpublish' }));
      // The toaster outlives a test: the newest toast is this one's.
      await waitFor(() => expect(screen.getAllByTestId('toast-success').map((t) => t.textContent).join(' | ')).toContain(done));
      expect(s.sent.filter((op) => op.operationName === 'AdminBulkUnpublishProducts').map((op) => op.variables)).toEqual([{ ids: [1, 2, 3] }]);
    });
  }
});
