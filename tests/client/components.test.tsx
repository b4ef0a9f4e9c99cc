// Shared components: the spec's missing-image and missing-icon texts, the list states.
import { cleanup, screen } from '@testing-library/react';
import { PackageOpen } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroBanner } from '../../client/components/HeroBanner';
import { EmptyState, ErrorState, LoadingState } from '../../client/components/ListStates';
import { NamedIcon } from '../../client/components/NamedIcon';
import { plainImage, ResponsiveImage } from '../../client/components/ResponsiveImage';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

describe('HeroBanner and NamedIcon', () => {
  it('shows the image from /img/{name} with its size, or the spec\'s missing-image text', () => {
    const { container } = renderIn('tr', <HeroBanner image="banner-1.jpg" mobileImage="banner-1-m.jpg" title="Başlık" description="Açıklama" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/banner-1.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual(['1920', '1080', 'high']);
    // Phones get the portrait crop: AVIF, then WebP copies, then its JPEG; the rest the landscape copies, then the <img>.
    const phone = [...container.querySelectorAll('source[media="(max-width: 767px)"]')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
    expect(phone).toEqual([
      ['image/avif', '/img/banner-1-m.w320.avif 320w, /img/banner-1-m.w640.avif 640w, /img/banner-1-m.w800.avif 800w'],
      ['image/webp', '/img/banner-1-m.w320.webp 320w, /img/banner-1-m.w640.webp 640w, /img/banner-1-m.w800.webp 800w'],
      [null, '/img/banner-1-m.jpg'],
    ]);
    expect(container.querySelector('source:not([media])')!.getAttribute('srcset')).toMatch(/^\/img\/banner-1\.w320\.avif 320w, .* \/img\/banner-1\.w1920\.avif 1920w$/);
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
    expect(sources).toEqual(['avif', 'webp'].map((f) => [`image/${f}`, '50vw',
      `/asset/uploads/products/a.w320.${f} 320w, /asset/uploads/products/a.w640.${f} 640w, /asset/uploads/products/a.w960.${f} 960w, /asset/uploads/products/a.w1200.${f} 1200w`]));
    const names = ['src', 'width', 'height', 'loading', 'decoding', 'fetchpriority'];
    expect(attributes(container.querySelector('picture > img')!, names)).toEqual(['/asset/uploads/products/a.jpg', '1200', '900', 'lazy', 'async', null]);
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
