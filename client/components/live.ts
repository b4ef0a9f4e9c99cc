// The page's side of client/boot-after-paint.js, which holds the taps on buttons and the sends of forms that come
// before the code that answers them, and replays them when told that a part went live: the page once it has hydrated
// (<html data-hydrated="true">, client/components/HydrationMark.tsx), a deferred part once its code has come and its
// box no longer says data-part="pending" (client/components/deferred.tsx). That plain script cannot import this name.

/** Dispatched on window when the page or one of its deferred parts went live. */
export const LIVE_EVENT = 'parts-live';

export function announceLive(): void {
  window.dispatchEvent(new Event(LIVE_EVENT));
}
