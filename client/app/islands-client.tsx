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
import { announceLive } from '../components/live';
import { RenderContext, type RenderInfo } from '../components/render-context';
import { createBrowserClient } from '../lib/apollo';
import { everyLoaded } from '../lib/page-texts';
import { Providers } from './Providers';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A link followed or a navigation asked from an island leaves the page: the next page is the server's. */
const leavingNavigator: Navigator = {
  createHref: href,
  go: (delta) => history.go(delta),
  push: (to) => location.assign(href(to)),
  replace: (to) => location.replace(href(to)),
};

/**
 * Modules that declare islands rendered by parts a page of islands never loads (the home page's sections): named
 * `*.islands.ts`, each loaded when the page's script starts (small: declarations, the parts' code is loaded apart).
 */
const declarations = import.meta.glob('../**/*.islands.ts');

/** What makes an island that waits to be used start: the same inputs that start the page's script. */
const INPUTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Makes the page's islands live as each one's `start` says. Resolves once those to start at once (and the one the
 * visitor's first input was in) are live.
 */
export async function startIslands(data: PageData, i18n: I18n, startedBy: EventTarget | null): Promise<void> {
  await Promise.all(Object.values(declarations).map((load) => load()));
  // The page's own texts, which the page's Gate gives it when it is hydrated whole.
  for (const loaded of everyLoaded)
    for (const [ns, bundle] of loaded.get(i18n.language) ?? []) i18n.addResourceBundle(i18n.language, ns, bundle);
  const client = createBrowserClient(data.state as NormalizedCacheObject | undefined);
  const emotionCache = createEmotionCache({ key: 'css' });
  const info: RenderInfo = {
    status: 200,
    origin: data.publicUrl ?? location.origin,
    modules: new Set(),
    form: data.form,
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
    const when = typeof definition.start === 'function' ? definition.start(slot.props) : definition.start;
    const touched = (startedBy instanceof Node && box.contains(startedBy)) || box.contains(document.activeElement);
    // Its box has none of its own (display: contents): what it holds is what comes on screen.
    const parts = [...box.children];
    if (when === 'now' || touched || (when === 'visible' && !parts.length)) {
      first.push(start());
    } else if (when === 'visible' && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          void start();
        },
        { rootMargin: '200px 0px' },
      );
      for (const part of parts) observer.observe(part);
    } else {
      const onInput = () => {
        for (const type of INPUTS) box.removeEventListener(type, onInput, true);
        void start();
      };
      for (const type of INPUTS) box.addEventListener(type, onInput, { capture: true, passive: true });
    }
  }
  await Promise.all(first);
  // What browser tests and monitoring wait for (a page hydrated whole says so from client/components/HydrationMark.tsx).
  document.documentElement.dataset.hydrated = 'true';
  announceLive();
}
