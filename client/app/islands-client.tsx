// The browser's side of a page of islands (client/components/islands.tsx): the page is not hydrated as a whole; each
// island becomes a React root of its own when its `start` says, all sharing one runtime, one Apollo cache (restored from
// the page's data), one i18next instance and one Emotion cache. An island's root renders what the server rendered for it
// alone (client/entry-server.tsx, renderIslands): the same providers, router, ids and props.
import type { NormalizedCacheObject } from '@apollo/client';
import createEmotionCache from '@emotion/cache';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import type { PageData } from '../../server/shared/ssr-contract';
import { InIsland, IslandLive, islandIdPrefix, islandNamed } from '../components/islands';
import { RenderContext, type RenderInfo } from '../components/render-context';
import { createBrowserClient } from '../lib/apollo';
import { Providers } from './Providers';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A link followed or a navigation asked from an island leaves the page: the next page is the server's. */
const leavingNavigator: Navigator = {
  createHref: href,
  go: (delta) => history.go(delta),
  push: (to) => location.assign(href(to)),
  replace: (to) => location.replace(href(to)),
};

/** What makes an island that waits to be used start: the same inputs that start the page's script. */
const INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Makes the page's islands live as each one's `start` says. Resolves once those to start at once (and the one the
 * visitor's first input was in) are live.
 */
export async function startIslands(data: PageData, i18n: I18n, startedBy: EventTarget | null): Promise<void> {
  const client = createBrowserClient(data.state as NormalizedCacheObject | undefined);
  const emotionCache = createEmotionCache({ key: 'css' });
  const info: RenderInfo = {
    status: 200,
    origin: data.publicUrl ?? location.origin,
    modules: new Set(),
    contact: data.contact,
    islandPage: true,
  };
  const here = { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: 'default' };
  const slots = data.islands ?? [];
  const first: Array<Promise<void>> = [];

  for (const box of document.querySelectorAll<HTMLElement>('[data-island-key]')) {
    const key = Number(box.dataset.islandKey);
    const slot = slots[key];
    const definition = slot && islandNamed(slot.name);
    // Unknown to this build (a page kept from before a deployment): it stays the server's HTML.
    if (!definition) continue;
    let started: Promise<void> | undefined;
    const start = () =>
      (started ??= definition.load().then(
        (Component) =>
          new Promise<void>((live) => {
            hydrateRoot(
              box,
              <StrictMode>
                <Providers client={client} i18n={i18n} emotionCache={emotionCache}>
                  <RenderContext.Provider value={info}>
                    <Router location={here} navigator={leavingNavigator}>
                      <InIsland.Provider value>
                        <Component {...slot.props} />
                        <IslandLive box={box} onLive={live} />
                      </InIsland.Provider>
                    </Router>
                  </RenderContext.Provider>
                </Providers>
              </StrictMode>,
              { identifierPrefix: islandIdPrefix(key) },
            );
          }),
      ));
    const touched = (startedBy instanceof Node && box.contains(startedBy)) || box.contains(document.activeElement);
    const firstChild = box.firstElementChild;
    if (definition.start === 'now' || touched || (definition.start === 'visible' && !firstChild)) {
      first.push(start());
    } else if (definition.start === 'visible' && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void start();
        },
        { rootMargin: '200px 0px' },
      );
      observer.observe(firstChild!);
    } else {
      const onInput = () => {
        for (const type of INPUTS) box.removeEventListener(type, onInput, true);
        void start();
      };
      for (const type of INPUTS) box.addEventListener(type, onInput, { capture: true, passive: true });
    }
  }
  await Promise.all(first);
}
