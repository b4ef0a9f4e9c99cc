import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { matchRoute, type RouteKey } from '../../config/paths';
import type { NavId, SectionId } from './nav-items';

const ENTRY_OF_ROUTE: Partial<Record<RouteKey, NavId>> = {
  solutions: 'cozumler',
  solution: 'cozumler',
  products: 'urunler',
  product: 'urunler',
  compare: 'urunler',
  resources: 'kaynaklar',
  blog: 'kaynaklar',
  blogPost: 'kaynaklar',
};
const ENTRY_OF_SECTION: Record<SectionId, NavId> = { about: 'hakkimizda', solutions: 'cozumler', products: 'urunler', contact: 'iletisim' };

/** The section of the home page whose top has passed the middle of the screen, last one wins. */
function sectionAtMiddle(): SectionId | null {
  let current: SectionId | null = null;
  for (const id of Object.keys(ENTRY_OF_SECTION) as SectionId[]) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= window.innerHeight / 2) current = id;
  }
  return current;
}

/** Spec: the active entry follows the path, and on the home page the scroll position. */
export function useActiveEntry(): NavId | null {
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.key;
  const [section, setSection] = useState<SectionId | null>(null);
  useEffect(() => {
    if (route !== 'home') return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setSection(sectionAtMiddle()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [route]);
  if (route === 'home') return section ? ENTRY_OF_SECTION[section] : null;
  return route ? (ENTRY_OF_ROUTE[route] ?? null) : null;
}
