// Blog, applications and documents: the spec's exact state texts in both languages and the en → tr rule.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllDeferred } from '../../client/components/deferred';
import { applicationsKind, type ApplicationData } from '../../client/features/applications';
import { BlogCarouselView, BlogGridView, type BlogCardData } from '../../client/features/blog';
import { DownloadableCardsView } from '../../client/components/DownloadableCards';
import { documentsKind, type DocumentData } from '../../client/features/documents';
import { renderIn } from '../helpers/render';

// The alert of a failed fetch is a part whose code loads apart (components/alert-deferred.ts): loaded first, as the server does.
beforeAll(() => loadAllDeferred());
afterEach(cleanup);

const blog = (over: Partial<BlogCardData> = {}): BlogCardData => ({
  __typename: 'Blog',
  id: 1,
  slug: 'enerji-verimliligi',
  titleTr: 'Enerji Verimliliği Rehberi',
  titleEn: 'Energy Efficiency Guide',
  summaryTr: 'Tüketimi ölçmeden yönetemezsiniz.',
  summaryEn: 'You cannot manage what you do not measure.',
  imageUrl: '/asset/uploads/blogs/guide.jpg',
  date: '2026-03-15T09:00:00Z',
  imageInfo: null,
  ...over,
});

const application = (over: Partial<ApplicationData> = {}): ApplicationData => ({
  __typename: 'Application',
  id: 7,
  name: 'EnerjiScope',
  descriptionTr: 'Sayaç verilerini izleme aracı.',
  descriptionEn: 'A meter data monitoring tool.',
  version: 'v1.0',
  downloadUrl: '/api/download_application/7',
  iconUrl: null,
  iconInfo: null,
  createdAt: '2026-01-02T08:00:00Z',
  file: { __typename: 'StoredFile', size: 1536, originalName: 'enerjiscope.zip' },
  ...over,
});

const document = (over: Partial<DocumentData> = {}): DocumentData => ({
  __typename: 'Document',
  id: 3,
  nameTr: 'Garanti Koşulları',
  nameEn: 'Warranty Terms',
  descriptionTr: 'Garanti kapsamı ve iade süreci.',
  descriptionEn: 'Warranty coverage and the return process.',
  version: 'v1.0',
  coverImageUrl: null,
  coverImageInfo: null,
  downloadUrlTr: '/api/download_document/3/tr',
  downloadUrlEn: '/api/download_document/3/en',
  createdAt: '2026-02-10T08:00:00Z',
  ...over,
});

describe('blog states', () => {
  it('shows the exact loading texts of the carousel and the grid', () => {
    renderIn('tr', <BlogCarouselView blogs={undefined} loading />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Blog yazıları yükleniyor...'));
    cleanup();
    renderIn('en', <BlogGridView blogs={undefined} loading />);
    expect(screen.getByText('Loading blog posts...')).toBeTruthy();
  });

  it('shows the server message when there is one, else "Veri alınamadı" / "Data could not be retrieved"', () => {
    renderIn('tr', <BlogGridView blogs={undefined} error={{}} />);
    expect(screen.getByText('Veri alınamadı')).toBeTruthy();
    cleanup();
    renderIn('en', <BlogCarouselView blogs={undefined} error={{}} />);
    expect(screen.getByText('Data could not be retrieved')).toBeTruthy();
    cleanup();
    renderIn('en', <BlogGridView blogs={undefined} error={{ message: 'Database unavailable' }} />);
    expect(screen.getByText('Database unavailable')).toBeTruthy();
  });

  it('shows a placeholder when there are no posts', () => {
    renderIn('tr', <BlogGridView blogs={[]} />);
    expect(screen.getByText('Henüz yayımlanmış bir blog yazısı yok.')).toBeTruthy();
    cleanup();
    renderIn('en', <BlogCarouselView blogs={[]} />);
    expect(screen.getByText('No blog posts have been published yet.')).toBeTruthy();
  });
});

describe('blog cards', () => {
  it('falls back to the Turkish title and summary in English when the English ones are empty', () => {
    renderIn('en', <BlogGridView blogs={[blog({ titleEn: '', summaryEn: '  ' })]} />);
    expect(screen.getByRole('heading', { name: 'Enerji Verimliliği Rehberi' })).toBeTruthy();
    expect(screen.getByText('Tüketimi ölçmeden yönetemezsiniz.')).toBeTruthy();
  });

  it('shows the English texts in English and an "Examine" link to the post', () => {
    renderIn('en', <BlogGridView blogs={[blog()]} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Energy Efficiency Guide' })).toBeTruthy();
    expect(screen.getByText('Examine').closest('a')?.getAttribute('href')).toBe('/blog/enerji-verimliligi');
    expect(screen.queryByText('Enerji Verimliliği Rehberi')).toBeNull();
  });

  it('always shows the Turkish texts in Turkish, with an "İncele" link, the tr-TR date and a lazy image with alt', () => {
    renderIn('tr', <BlogGridView blogs={[blog()]} />);
    const card = screen.getByTestId('blog-card');
    expect(within(card).getByRole('heading', { name: 'Enerji Verimliliği Rehberi' })).toBeTruthy();
    expect(within(card).getByText('İncele')).toBeTruthy();
    expect(within(card).getByText('15.03.2026')).toBeTruthy();
    const image = within(card).getByRole('img');
    expect(image.getAttribute('alt')).toContain('Enerji Verimliliği Rehberi');
    expect(image.getAttribute('loading')).toBe('lazy');
  });
});

describe('applications', () => {
  it('shows the exact empty texts, the loading text and the fetch error', () => {
    renderIn('en', <DownloadableCardsView kind={applicationsKind} items={[]} />);
    expect(screen.getByText('No Applications Available')).toBeTruthy();
    cleanup();
    renderIn('tr', <DownloadableCardsView kind={applicationsKind} items={[]} />);
    expect(screen.getByText('Henüz Uygulama Yok')).toBeTruthy();
    cleanup();
    renderIn('tr', <DownloadableCardsView kind={applicationsKind} items={undefined} loading />);
    expect(screen.getByText('Uygulamalar yükleniyor...')).toBeTruthy();
    cleanup();
    renderIn('en', <DownloadableCardsView kind={applicationsKind} items={undefined} error={{}} />);
    expect(screen.getByText('Data could not be retrieved')).toBeTruthy();
  });

  it('shows name, version, localized description, date, size and a named download link', () => {
    renderIn('en', <DownloadableCardsView kind={applicationsKind} items={[application({ descriptionEn: '' })]} />);
    expect(screen.getByRole('heading', { name: 'EnerjiScope' })).toBeTruthy();
    expect(screen.getByText('Sayaç verilerini izleme aracı.')).toBeTruthy();
    expect(screen.getByText('02.01.2026')).toBeTruthy();
    expect(screen.getAllByText('1.5 KB').length).toBeGreaterThan(0);
    expect(screen.getByText('v1.0', { exact: false })).toBeTruthy();
    const link = screen.getByText('Download').closest('a')!;
    expect(link.getAttribute('href')).toBe('/api/download_application/7');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toContain('EnerjiScope');
  });
});

describe('documents', () => {
  it('shows the exact empty texts and the loading text', () => {
    renderIn('en', <DownloadableCardsView kind={documentsKind} items={[]} />);
    expect(screen.getByText('No Documents Available')).toBeTruthy();
    cleanup();
    renderIn('tr', <DownloadableCardsView kind={documentsKind} items={[]} />);
    expect(screen.getByText('Henüz Doküman Yok')).toBeTruthy();
    cleanup();
    renderIn('en', <DownloadableCardsView kind={documentsKind} items={undefined} loading />);
    expect(screen.getByText('Loading documents...')).toBeTruthy();
  });

  it('offers one download link per language, the English one only when that file exists', () => {
    renderIn(
      'tr',
      <DownloadableCardsView kind={documentsKind} items={[document(), document({ id: 4, nameTr: 'Katalog', downloadUrlEn: null })]} />,
    );
    const [full, turkishOnly] = screen.getAllByTestId('document-card');
    expect(within(full).getByText('Türkçe indir').closest('a')?.getAttribute('href')).toBe('/api/download_document/3/tr');
    expect(within(full).getByText('İngilizce indir').closest('a')?.getAttribute('href')).toBe('/api/download_document/3/en');
    expect(within(turkishOnly).getByText('Türkçe indir')).toBeTruthy();
    expect(within(turkishOnly).queryByText('İngilizce indir')).toBeNull();
    cleanup();
    renderIn('en', <DownloadableCardsView kind={documentsKind} items={[document()]} />);
    expect(screen.getByRole('heading', { name: 'Warranty Terms' })).toBeTruthy();
    expect(screen.getByText('Download Turkish')).toBeTruthy();
    expect(screen.getByText('Download English')).toBeTruthy();
    expect(screen.getByText('v1.0')).toBeTruthy();
  });
});
