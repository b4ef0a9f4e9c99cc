import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation: to the top of the new page, or to the `#section` it names once that section has
 * rendered (its page chunk may still be loading).
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
      else if (tries++ < 60) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
