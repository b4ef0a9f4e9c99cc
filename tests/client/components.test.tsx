// Shared components: the spec's missing-image and missing-icon texts, the list states.
import { cleanup, screen } from '@testing-library/react';
import { PackageOpen } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeroBanner } from '../../client/components/HeroBanner';
import { EmptyState, ErrorState, LoadingState } from '../../client/components/ListStates';
import { NamedIcon } from '../../client/components/NamedIcon';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

describe('HeroBanner and NamedIcon', () => {
  it('shows the image from /img/{name} with its size, or the spec\'s missing-image text', () => {
    const { container } = renderIn('tr', <HeroBanner image="banner-1.jpg" mobileImage="banner-1-m.jpg" title="Başlık" description="Açıklama" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/banner-1.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('fetchpriority')]).toEqual(['1920', '1080', 'high']);
    expect(container.querySelector('source')!.getAttribute('srcset')).toBe('/img/banner-1-m.jpg');
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
