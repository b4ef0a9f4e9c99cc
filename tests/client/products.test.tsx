// Products: the list, carousel and detail states with the spec's exact texts, the en → tr rule, recently viewed.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAllDeferred } from '../../client/components/deferred';
import { CategoryButtons } from '../../client/features/products/components/CategoryButtons';
import { ProductDetailView, type ProductDetail } from '../../client/features/products/components/ProductDetailView';
import { ProductGridView } from '../../client/features/products/components/ProductGridView';
import { ProductNotFound } from '../../client/features/products/components/ProductStates';
import { DownloadCatalogButton, ProductCarouselView, RecentlyViewed, rememberProduct } from '../../client/features/products';
import { RECENTLY_VIEWED_KEY, recentlyViewed } from '../../client/features/products/components/recently-viewed-store';
import type { ProductCard_ProductFragment } from '../../client/graphql/graphql';
import { renderIn } from '../helpers/render';

// The specification tabs' code is a chunk of its own (loaded before rendering, as the server does).
beforeAll(() => loadAllDeferred());

afterEach(cleanup);
beforeEach(() => localStorage.clear());

const card = (over: Partial<ProductCard_ProductFragment> = {}): ProductCard_ProductFragment => ({
  __typename: 'Product',
  id: 1,
  name: 'EA-300 Energy Analyzer',
  slug: 'ea-300-energy-analyzer',
  category: 'energy',
  imageUrl: '/asset/uploads/products/ea-300.jpg',
  shortDescriptionTr: 'Üç fazlı enerji analizörü.',
  shortDescriptionEn: 'Three-phase energy analyzer.',
  imageInfo: null,
  ...over,
});

const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...card(),
  longDescriptionTr: '<p>Türkçe <strong>uzun</strong> açıklama.</p>',
  longDescriptionEn: '<p>English <strong>long</strong> description.</p>',
  technicalSpecsTr: null,
  technicalSpecsEn: null,
  seoTitleTr: null,
  seoTitleEn: null,
  seoDescriptionTr: null,
  seoDescriptionEn: null,
  shareImageUrl: null,
  specGroups: [
    {
      __typename: 'SpecGroup',
      id: 10,
      nameTr: 'Ölçüm',
      nameEn: 'Measurement',
      specs: [{ __typename: 'Spec', id: 1, nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '230 V', valueEn: '230 V AC' }],
    },
    {
      __typename: 'SpecGroup',
      id: 11,
      nameTr: 'Haberleşme',
      nameEn: 'Communication',
      specs: [{ __typename: 'Spec', id: 2, nameTr: 'Port', nameEn: 'Port', valueTr: 'RS-485', valueEn: 'RS-485' }],
    },
  ],
  ...over,
});

const file = {
  __typename: 'ProductFile' as const,
  id: 5,
  fileTypeTr: 'Teknik Föy',
  fileTypeEn: 'Datasheet',
  downloadUrl: '/api/download/5',
  file: { __typename: 'StoredFile' as const, originalName: 'EA-300.pdf', size: 3125, mimeType: 'application/pdf' },
};

describe('products list (ProductGridView)', () => {
  it('shows a loading text while the products load', () => {
    renderIn('en', <ProductGridView loading products={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
  });

  it("shows the error with the prefix 'Error:' in English and 'Hata:' in Turkish", () => {
    renderIn('en', <ProductGridView loading={false} error={{ message: 'Network down' }} products={undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Network down');
    cleanup();
    renderIn('tr', <ProductGridView loading={false} error={{ message: 'Ağ yok' }} products={undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Hata: Ağ yok');
  });

  it('shows the exact empty text', () => {
    renderIn('en', <ProductGridView loading={false} products={[]} />);
    expect(screen.getByText('No products available in this category yet.')).toBeTruthy();
    cleanup();
    renderIn('tr', <ProductGridView loading={false} products={[]} />);
    expect(screen.getByText('Bu kategoride henüz ürün bulunmuyor.')).toBeTruthy();
  });

  it('shows a card per product: lazy image with the name as alt, name, short description (en → tr), examine link', () => {
    renderIn(
      'en',
      <ProductGridView loading={false} products={[card(), card({ id: 2, name: 'EA-500', slug: 'ea-500', shortDescriptionEn: '' })]} />,
    );
    const image = screen.getByAltText('EA-300 Energy Analyzer');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'EA-300 Energy Analyzer' })).toBeTruthy();
    expect(screen.getByText('Three-phase energy analyzer.')).toBeTruthy();
    expect(screen.getByText('Üç fazlı enerji analizörü.')).toBeTruthy(); // EA-500 has no English text
    const links = screen.getAllByRole('link', { name: 'Examine' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/products/ea-300-energy-analyzer', '/products/ea-500']);
    cleanup();
    renderIn('tr', <ProductGridView loading={false} products={[card()]} />);
    expect(screen.getByRole('link', { name: 'İncele' }).getAttribute('href')).toBe('/products/ea-300-energy-analyzer');
  });
});

describe('category buttons', () => {
  it('marks the chosen category pressed and reports clicks', () => {
    const onSelect = vi.fn();
    renderIn('en', <CategoryButtons categories={['gateway', 'energy', 'amr']} selected="energy" onSelect={onSelect} />);
    const group = screen.getByRole('group', { name: 'Product categories' });
    const energy = within(group).getByRole('button', { name: 'Energy Monitoring and Analyzers' });
    expect(energy.getAttribute('aria-pressed')).toBe('true');
    expect(within(group).getByRole('button', { name: 'AMR Modem' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(group).getByRole('button', { name: 'IIoT Gateways / RTU' }));
    expect(onSelect).toHaveBeenCalledWith('gateway');
  });
});

describe('home carousel (ProductCarouselView)', () => {
  it("shows the spec's failure text and always the 'View All Products' button", () => {
    renderIn('en', <ProductCarouselView loading={false} error={new Error('x')} products={undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Products cannot be listed right now.');
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe('/products');
    cleanup();
    renderIn('tr', <ProductCarouselView loading={false} error={new Error('x')} products={undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('Ürünler şu anda listelenemiyor.');
    expect(screen.getByRole('link', { name: 'Tüm Ürünleri Görüntüle' })).toBeTruthy();
  });

  it('shows loading skeletons, an empty placeholder and the products', () => {
    renderIn('en', <ProductCarouselView loading products={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
    cleanup();
    renderIn('en', <ProductCarouselView loading={false} products={[]} />);
    expect(screen.getByText('No products have been added yet.')).toBeTruthy();
    cleanup();
    renderIn('en', <ProductCarouselView loading={false} products={[card(), card({ id: 2, name: 'EGW-410', slug: 'egw-410' })]} />);
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'EGW-410' }).length).toBeGreaterThan(0);
  });
});

describe('product detail (ProductDetailView)', () => {
  it('shows the English long description, and the Turkish one when the English is empty', () => {
    renderIn('en', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByTestId('long-description').innerHTML).toBe('<p>English <strong>long</strong> description.</p>');
    cleanup();
    renderIn('en', <ProductDetailView product={detail({ longDescriptionEn: '' })} files={[]} />);
    expect(screen.getByTestId('long-description').innerHTML).toBe('<p>Türkçe <strong>uzun</strong> açıklama.</p>');
    cleanup();
    renderIn('tr', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByTestId('long-description').textContent).toBe('Türkçe uzun açıklama.');
  });

  it('shows name, category, short description and one tab per group, the first selected', () => {
    renderIn('en', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'EA-300 Energy Analyzer' })).toBeTruthy();
    expect(screen.getAllByText('Energy Monitoring and Analyzers').length).toBeGreaterThan(0);
    expect(screen.getByText('Three-phase energy analyzer.')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Measurement', 'Communication']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Voltage')).toBeTruthy();
    expect(within(panel).getByText('230 V AC')).toBeTruthy();
  });

  it('shows legacy technical specs JSON when there are no groups, English falling back to Turkish', () => {
    const legacy = { specGroups: [], technicalSpecsTr: { Genel: { Besleme: '24 V DC' } }, technicalSpecsEn: null };
    renderIn('en', <ProductDetailView product={detail(legacy)} files={[]} />);
    expect(screen.getByRole('tab').textContent).toBe('Genel');
    expect(within(screen.getByRole('tabpanel')).getByText('24 V DC')).toBeTruthy();
    cleanup();
    renderIn('en', <ProductDetailView product={detail({ ...legacy, technicalSpecsEn: { General: { Supply: '24 V DC' } } })} files={[]} />);
    expect(screen.getByRole('tab').textContent).toBe('General');
    expect(within(screen.getByRole('tabpanel')).getByText('Supply')).toBeTruthy();
  });

  it('shows the files table, or the exact empty text', () => {
    renderIn('en', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByText('No files have been added for this product yet.')).toBeTruthy();
    cleanup();
    renderIn('tr', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByText('Bu ürün için henüz dosya eklenmemiş.')).toBeTruthy();
    cleanup();
    renderIn('en', <ProductDetailView product={detail()} files={[file]} />);
    const table = screen.getByTestId('files-table');
    expect(within(table).getByText('EA-300.pdf')).toBeTruthy();
    expect(within(table).getAllByText('Datasheet').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('3.05 KB', { exact: false }).length).toBeGreaterThan(0);
    expect(within(table).getByRole('link', { name: 'Download EA-300.pdf' }).getAttribute('href')).toBe('/api/download/5');
  });

  it('links the datasheet and the catalogue in the current language', () => {
    renderIn('en', <ProductDetailView product={detail()} files={[]} />);
    expect(screen.getByRole('link', { name: 'Datasheet (PDF)' }).getAttribute('href')).toBe(
      '/api/product/by-slug/ea-300-energy-analyzer/datasheet?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Download Catalog' }).getAttribute('href')).toBe('/api/catalog?lang=en');
    cleanup();
    renderIn('tr', <DownloadCatalogButton />);
    expect(screen.getByRole('link', { name: 'Kataloğu İndir' }).getAttribute('href')).toBe('/api/catalog?lang=tr');
  });

  it('not found: translated title, the spec text and a link back to the products', () => {
    renderIn('tr', <ProductNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ürün bulunamadı' })).toBeTruthy();
    expect(screen.getByText('Aradığınız ürün mevcut değil veya kaldırılmış olabilir.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ürünlere dön' }).getAttribute('href')).toBe('/products');
    cleanup();
    renderIn('en', <ProductNotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });
});

describe('recently viewed', () => {
  const seen = (n: number) => ({ slug: `p-${n}`, name: `Product ${n}`, imageUrl: `/img/p-${n}.jpg` });

  it('keeps at most six, most recent first, without duplicates', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) rememberProduct(seen(n));
    rememberProduct(seen(5));
    expect(recentlyViewed().map((p) => p.slug)).toEqual(['p-5', 'p-7', 'p-6', 'p-4', 'p-3', 'p-2']);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY)!)).toHaveLength(6);
  });

  it('survives damaged storage', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(recentlyViewed()).toEqual([]);
  });

  it('hides itself when empty and leaves out the current product', () => {
    const { container } = renderIn('en', <RecentlyViewed />);
    expect(container.textContent).toBe('');
    cleanup();
    rememberProduct(seen(1));
    rememberProduct(seen(2));
    renderIn('en', <RecentlyViewed exclude="p-2" />);
    expect(screen.getByRole('heading', { name: 'Recently Viewed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/products/p-1');
    expect(screen.queryByRole('link', { name: 'Product 2' })).toBeNull();
    cleanup();
    renderIn('tr', <RecentlyViewed />);
    expect(screen.getByRole('heading', { name: 'Son Görüntülenenler' })).toBeTruthy();
  });
});
