import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a section is looked for after a navigation (its page chunk, or the deferred part holding it, may still be loading), in frames: about 5 s. */
const SEEK_FRAMES = 300;
/** How long it is then kept in place, in frames: about 1 s. */
const HOLD_FRAMES = 60;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * After a navigation: to the top of the new page, or to the `#section` it names once that section has rendered, and
 * kept there for a moment: the sections above it are laid out lazily (content-visibility) and parts still loading
 * render nothing yet, so what lies above may change height after the jump. The visitor's own scrolling ends that.
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
    let frames = 0;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
    };
    const hold = (element: HTMLElement, top: number) => {
      if (frames++ >= SEEK_FRAMES + HOLD_FRAMES) return stop();
      if (Math.abs(element.getBoundingClientRect().top - top) > 1) element.scrollIntoView({ block: 'start' });
      frame = requestAnimationFrame(() => hold(element, top));
    };
    const seek = () => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (element) {
        element.scrollIntoView({ block: 'start' });
        frames = Math.max(frames, SEEK_FRAMES);
        const top = element.getBoundingClientRect().top;
        frame = requestAnimationFrame(() => hold(element, top));
      } else if (frames++ < SEEK_FRAMES) frame = requestAnimationFrame(seek);
    };
    for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
    seek();
    return stop;
  }, [pathname, hash]);
  return null;
}
