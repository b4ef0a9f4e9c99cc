// Shared components: the spec's missing-image and missing-icon texts, the list states, the page links of lists.
import { cleanup, screen, within } from '@testing-library/react';
import { PackageOpen } from 'lucide-react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllDeferred } from '../../client/components/deferred';
import { HeroBanner } from '../../client/components/HeroBanner';
import { EmptyState, ErrorState, LoadingState } from '../../client/components/ListStates';
import { NamedIcon } from '../../client/components/NamedIcon';
import { pageItems, Pagination } from '../../client/components/Pagination';
import { canonicalPath, pageNumber, paths, sitemapEntries } from '../../client/config/paths';
import { plainImage, ResponsiveImage } from '../../client/components/ResponsiveImage';
import { renderIn } from '../helpers/render';

// The alert of a failed fetch and the page links are parts whose code loads apart (client/components/deferred.tsx): loaded first, as the server does.
beforeAll(() => loadAllDeferred());
afterEach(cleanup);

describe('HeroBanner and NamedIcon', () => {
  it("shows the image from /img/{name} with its size, or the spec's missing-image text", () => {
    const { container } = renderIn(
      'tr',
      <HeroBanner image="banner-1.jpg" mobileImage="banner-1-m.jpg" title="Başlık" description="Açıklama" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/banner-1.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual(['1920', '1080', 'high']);
    // Phones get the portrait crop: AVIF, then WebP copies, then its JPEG; the rest the landscape copies, then the <img>.
    const phone = [...container.querySelectorAll('source[media="(max-width: 767px)"]')].map((s) => [
      s.getAttribute('type'),
      s.getAttribute('srcset'),
    ]);
    expect(phone).toEqual([
      ['image/avif', '/img/banner-1-m.w320.avif 320w, /img/banner-1-m.w640.avif 640w, /img/banner-1-m.w800.avif 800w'],
      ['image/webp', '/img/banner-1-m.w320.webp 320w, /img/banner-1-m.w640.webp 640w, /img/banner-1-m.w800.webp 800w'],
      [null, '/img/banner-1-m.jpg 800w'],
    ]);
    expect(container.querySelector('source:not([media])')!.getAttribute('srcset')).toMatch(
      /^\/img\/banner-1\.w320\.avif 320w, .* \/img\/banner-1\.w1920\.avif 1920w$/,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Başlık' })).toBeTruthy();
    cleanup();
    renderIn('tr', <HeroBanner image={null} title="Başlık" />);
    expect(screen.getByText('Hata! Görüntü yüklenemedi.')).toBeTruthy();
  });

  it('an unknown or missing icon name shows "Hata!"', () => {
    renderIn('tr', <NamedIcon name="no-such-icon" />);
    expect(screen.getByText('Hata!')).toBeTruthy();
    cleanup();
    const { container } = renderIn('tr', <NamedIcon name="gauge" />);
    expect(container.querySelector('svg')).toBeTruthy();
  });
});

describe('ResponsiveImage', () => {
  const image = { url: '/asset/uploads/products/a.jpg', width: 1200, height: 900, variantWidths: [320, 640, 960, 1200] };
  const attributes = (el: Element, names: string[]) => names.map((n) => el.getAttribute(n));

  it('AVIF then WebP copies with sizes; a lazy <img> of the original with its size; priority loads it at once', () => {
    const { container } = renderIn('tr', <ResponsiveImage image={image} alt="A" sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')].map((s) => attributes(s, ['type', 'sizes', 'srcset']));
    expect(sources).toEqual(
      ['avif', 'webp'].map((f) => [
        `image/${f}`,
        '50vw',
        `/asset/uploads/products/a.w320.${f} 320w, /asset/uploads/products/a.w640.${f} 640w, /asset/uploads/products/a.w960.${f} 960w, /asset/uploads/products/a.w1200.${f} 1200w`,
      ]),
    );
    const names = ['src', 'width', 'height', 'loading', 'decoding', 'fetchpriority'];
    expect(attributes(container.querySelector('picture > img')!, names)).toEqual([
      '/asset/uploads/products/a.jpg',
      '1200',
      '900',
      'lazy',
      'async',
      null,
    ]);
    cleanup();
    const eager = renderIn('tr', <ResponsiveImage image={image} alt="A" sizes="50vw" priority />).container;
    expect(attributes(eager.querySelector('img')!, names).slice(3)).toEqual(['eager', 'sync', 'high']);
    cleanup();
    const plain = renderIn('tr', <ResponsiveImage image={plainImage('/x.jpg', 600, 450)} alt="A" sizes="50vw" />).container;
    expect(plain.querySelectorAll('source')).toHaveLength(0);
    expect(attributes(plain.querySelector('img')!, names.slice(0, 3))).toEqual(['/x.jpg', '600', '450']);
  });
});

describe('list states', () => {
  it('loading announces its text; error shows the server message or "Veri alınamadı", with the prefix when asked', () => {
    renderIn('tr', <LoadingState text="Yükleniyor..." />);
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor...');
    cleanup();
    renderIn('tr', <ErrorState />);
    expect(screen.getByRole('alert').textContent).toBe('Veri alınamadı');
    cleanup();
    renderIn('en', <ErrorState prefixed message="Database unavailable" />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Database unavailable');
    cleanup();
    renderIn('en', <EmptyState icon={PackageOpen} text="Nothing here" description="Later" />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});

describe("Pagination and the paged lists' URLs", () => {
  it('shows the first, the last and the neighbours of the current page, a gap for the rest, never a gap for one page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 70)).toEqual([1, 2, 'gap', 70]);
    expect(pageItems(3, 70)).toEqual([1, 2, 3, 4, 'gap', 70]);
    expect(pageItems(35, 70)).toEqual([1, 'gap', 34, 35, 36, 'gap', 70]);
    expect(pageItems(70, 70)).toEqual([1, 'gap', 69, 70]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('links every page (the current one marked), previous and next, in Turkish and English; nothing for one page', () => {
    const href = (n: number) => paths.products('io', n);
    renderIn('tr', <Pagination page={2} total={100} pageSize={20} href={href} />);
    const nav = screen.getByRole('navigation', { name: 'Sayfalar' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['Önceki', '/products?category=io', null],
      ['Sayfa 1', '/products?category=io', null],
      ['Sayfa 2', '/products?category=io&page=2', 'page'],
      ['Sayfa 3', '/products?category=io&page=3', null],
      ['Sayfa 4', '/products?category=io&page=4', null],
      ['Sayfa 5', '/products?category=io&page=5', null],
      ['Sonraki', '/products?category=io&page=3', null],
    ]);
    expect(within(nav).getByText('Sayfa 2 / 5')).toBeTruthy();
    cleanup();
    renderIn('en', <Pagination page={5} total={100} pageSize={20} href={href} />);
    const english = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(english).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(within(english).getByText('Page 5 of 5')).toBeTruthy();
    cleanup();
    const { container } = renderIn('tr', <Pagination page={1} total={20} pageSize={20} href={href} />);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('reads ?page= as a whole number from 1; canonical links keep it from page 2 only; the sitemap lists first pages only', () => {
    expect(['', '?page=2', '?page=0', '?page=02', '?page=x', '?page=1.5', '?page=-3'].map(pageNumber)).toEqual([1, 2, 1, 1, 1, 1, 1]);
    expect(canonicalPath('/products', '?category=io&page=2&utm=x')).toBe('/products?category=io&page=2');
    expect(canonicalPath('/products', '?category=io&page=1')).toBe('/products?category=io');
    expect(canonicalPath('/kaynaklar', '?page=3&tab=documents')).toBe('/resources?tab=documents&page=3');
    expect(canonicalPath('/blog', '?page=abc')).toBe('/blog');
    expect(canonicalPath('/products/x', '?page=2')).toBe('/products/x');
    const one = (value: string) => [{ value }];
    const listed = sitemapEntries({ product: one('p'), blogPost: one('b'), category: one('io'), newest: {} }).map((e) => e.path);
    expect(listed).toContain('/blog');
    expect(listed.filter((p) => p.includes('page='))).toEqual([]);
  });
});
