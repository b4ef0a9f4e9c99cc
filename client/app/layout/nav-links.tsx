import { Link } from '@chakra-ui/react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** Scrolls smoothly to an element of the current page and puts its id in the address bar. */
export function scrollToId(id: string): boolean {
  const element = id ? document.getElementById(id) : null;
  if (id && !element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (element) element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  else window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  history.replaceState(history.state, '', id ? `#${id}` : window.location.pathname + window.location.search);
  return true;
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'asChild'> & { href: string; children: ReactNode; onNavigate?: () => void };

/**
 * A link inside the site: router navigation, and for `/#section` links on the home page a smooth scroll
 * instead (the section is already there).
 */
export function SiteLink({ href, children, onNavigate, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const onClick = (event: MouseEvent) => {
    onNavigate?.();
    const hash = href.startsWith('/#') ? href.slice(2) : null;
    if (hash !== null && pathname === '/' && !event.metaKey && !event.ctrlKey && scrollToId(hash)) event.preventDefault();
  };
  return (
    <Link asChild {...rest}>
      <RouterLink to={href} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
