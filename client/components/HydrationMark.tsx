import { useEffect } from 'react';
import { announceLive } from './live';

/**
 * Marks the document once the part of the tree it sits in has hydrated (`<html data-hydrated="true">`): what browser
 * tests and monitoring wait for before interacting, and after which taps held since the first paint are replayed
 * (client/boot-after-paint.js). Placed last, inside the last boundary to hydrate.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    announceLive();
  }, []);
  return null;
}
