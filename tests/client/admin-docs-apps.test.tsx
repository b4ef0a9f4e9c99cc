// Admin documents and applications: the list states and columns and the forms' required texts.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationForm } from '../../client/features/applications/admin/ApplicationForm';
import { ApplicationsTable, type ApplicationRow } from '../../client/features/applications/admin/ApplicationsTable';
import { DocumentForm } from '../../client/features/documents/admin/DocumentForm';
import { DocumentsTable, type DocumentRow } from '../../client/features/documents/admin/DocumentsTable';
import { renderIn } from '../helpers/render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const application = (over: Partial<ApplicationRow> = {}): ApplicationRow => ({
  __typename: 'Application',
  id: 7,
  name: 'EnerjiScope',
  version: 'v2.1',
  descriptionTr: 'Sayaç verilerini izleyen, raporlayan ve dışa aktaran masaüstü uygulaması; çok uzun bir açıklama.',
  descriptionEn: 'A meter data monitoring tool.',
  iconUrl: null,
  downloadUrl: '/api/download_application/7',
  createdAt: '2026-01-02T08:00:00Z',
  file: { __typename: 'StoredFile', originalName: 'scope.zip', size: 1536 },
  status: 'PUBLISHED',
  publishedAt: '2026-01-02T08:00:00Z',
  englishMissing: [],
  englishOutdated: [],
  ...over,
});

const document = (over: Partial<DocumentRow> = {}): DocumentRow => ({
  __typename: 'Document',
  id: 3,
  nameTr: 'Garanti Koşulları',
  nameEn: '',
  descriptionTr: 'Garanti kapsamı.',
  descriptionEn: '',
  createdAt: '2026-02-10T08:00:00Z',
  downloadUrlTr: '/api/download_document/3/tr',
  downloadUrlEn: null,
  status: 'PUBLISHED',
  publishedAt: '2026-02-10T08:00:00Z',
  englishMissing: ['nameEn', 'descriptionEn'],
  englishOutdated: [],
  ...over,
});

const noop = () => undefined;

describe('admin applications list', () => {
  it("shows the spinner while loading, then the spec's empty state with an add link", () => {
    renderIn('tr', <ApplicationsTable rows={undefined} loading onDelete={noop} />, { admin: true });
    expect(screen.getByRole('status').textContent).toContain('Uygulamalar yükleniyor...');
    cleanup();
    renderIn('tr', <ApplicationsTable rows={[]} onDelete={noop} />, { admin: true });
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByText('Henüz Uygulama Yok')).toBeTruthy();
    expect(within(empty).getByText('İlk uygulamanızı ekleyerek başlayın.')).toBeTruthy();
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/admin/application/new');
  });

  // The spec's columns, and the publication state (Durum) every list of content with drafts has.
  it('has the columns Uygulama, Açıklama, Boyut, Durum, Tarih, İşlemler (English in English) and the row of the spec', () => {
    renderIn(
      'tr',
      <ApplicationsTable
        rows={[application(), application({ id: 8, name: 'NoFile', file: null as never, iconUrl: '/i.png' })]}
        onDelete={noop}
      />,
      { admin: true },
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Uygulama',
      'Açıklama',
      'Boyut',
      'Durum',
      'Tarih',
      'İşlemler',
    ]);
    const [, first, second] = screen.getAllByRole('row');
    const row = within(first);
    expect(row.getByTestId('application-icon-placeholder')).toBeTruthy();
    expect(row.getByText('Uygulama')).toBeTruthy();
    expect(row.getByText('v2.1')).toBeTruthy();
    expect(row.getByText(/^Sayaç verilerini/).textContent).toHaveLength(61);
    expect(row.getByText('EN: A meter data monitoring tool.')).toBeTruthy();
    expect(row.getByText('1,5 KB')).toBeTruthy();
    expect(row.getByText('02.01.2026')).toBeTruthy();
    expect(row.getByRole('link', { name: 'EnerjiScope: indir' }).getAttribute('href')).toBe('/api/download_application/7');
    expect(row.getByRole('link', { name: 'EnerjiScope: düzenle' }).getAttribute('href')).toBe('/admin/application/7');
    expect(row.getByRole('button', { name: 'EnerjiScope: sil' })).toBeTruthy();
    expect(within(second).queryByRole('link', { name: /indir/ })).toBeNull();
    expect(within(second).getByRole('img').getAttribute('src')).toBe('/i.png');
    cleanup();
    renderIn('en', <ApplicationsTable rows={[application()]} onDelete={noop} />, { admin: true });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Application',
      'Description',
      'Size',
      'State',
      'Date',
      'Actions',
    ]);
  });
});

describe('admin documents list', () => {
  it('shows both names (the name a link to its form), the English badge, and the English download only when there is an English file', () => {
    renderIn(
      'tr',
      <DocumentsTable
        rows={[
          document(),
          document({
            id: 4,
            nameEn: 'Catalogue',
            downloadUrlEn: '/api/download_document/4/en',
            englishMissing: [],
            englishOutdated: ['descriptionEn'],
          }),
        ]}
        onDelete={noop}
      />,
      { admin: true },
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByTestId('english-missing').textContent).toBe('İngilizce eksik');
    expect(
      within(first)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/document/3', '/api/download_document/3/tr', '/admin/document/3']);
    expect(within(second).getByText('Catalogue')).toBeTruthy();
    expect(within(second).getByTestId('english-outdated').textContent).toBe('İngilizce güncel olmayabilir');
    expect(within(second).getByRole('link', { name: 'Garanti Koşulları: EN dosyasını indir' }).getAttribute('href')).toBe(
      '/api/download_document/4/en',
    );
  });
});

function withApollo(ui: ReactNode) {
  const client = new ApolloClient({
    link: new ApolloLink(() => {
      throw new Error('no request expected');
    }),
    cache: new InMemoryCache(),
  });
  return <ApolloProvider client={client}>{ui}</ApolloProvider>;
}

describe('admin forms', () => {
  it("an empty document form names what is required, in the spec's words, without a request", async () => {
    renderIn('tr', withApollo(<DocumentForm />), { admin: true });
    for (const title of ['Temel Bilgiler', 'Açıklamalar', 'Dosyalar']) expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByText('Doküman adı (TR) gereklidir!')).toBeTruthy());
    expect(screen.getByText('Türkçe dosya gereklidir!')).toBeTruthy();
  });

  it('an empty application form names what is required; in English too', async () => {
    renderIn('en', withApollo(<ApplicationForm />), { admin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Application name is required!')).toBeTruthy());
    expect(screen.getByText('The application file is required!')).toBeTruthy();
  });

  it('edit mode shows the current file with its size in MB and a download link, and Güncelle', () => {
    const app = {
      ...application(),
      icon: null,
      file: { __typename: 'StoredFile' as const, originalName: 'scope.zip', size: 3 * 1024 * 1024 },
    };
    renderIn('tr', withApollo(<ApplicationForm application={app} />), { admin: true });
    expect(screen.getByTestId('current-file').textContent).toContain('scope.zip (3,00 MB)');
    expect(screen.getByRole('link', { name: 'İndir' }).getAttribute('href')).toBe('/api/download_application/7');
    expect(screen.getByRole('button', { name: 'Güncelle' })).toBeTruthy();
  });
});
