import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation: to the top of the new page, or to the `#section` it names once that section has
 * rendered (its page chunk, or the deferred part that holds it, may still be loading: up to about 5 s).
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page load is the browser's: it restores the position or jumps to the anchor itself.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    let frame = 0;
    const seek = () => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (element) element.scrollIntoView({ block: 'start' });
      else if (tries++ < 300) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
