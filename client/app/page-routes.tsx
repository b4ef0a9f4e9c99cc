// Pages are found by convention: `<feature>/site/<route key>.page.tsx`, or `app/pages/<route key>.page.tsx`
// for a page that composes several features, the key in kebab-case (`blog-post.page.tsx` is the route `blogPost`).
// Each is its own chunk, loaded only where it is shown.
import { use, type ComponentType } from 'react';
import { useRenderInfo } from '../components/render-context';
import { matchRoute, pageFileName, pageRouteKey, routes, type RouteKey } from '../config/paths';
import type { Language } from '../lib/i18n';

type PageModule = {
  default: ComponentType;
  /** What the page needs besides its code before it can hydrate without suspending (texts only it uses). */
  preload?: (lng: Language) => Promise<unknown>;
  /** A page of islands: never hydrated whole, only its islands (client/components/islands.tsx). */
  islands?: boolean;
};

const modules = import.meta.glob<PageModule>(['./pages/*.page.tsx', '../features/*/site/*.page.tsx']);

interface PageEntry {
  /** The source file relative to client/, as Vite's manifest names it. */
  id: string;
  load(): Promise<PageModule>;
  promise?: Promise<PageModule>;
  loaded?: PageModule;
}

const entries = new Map<string, PageEntry>();
for (const [file, load] of Object.entries(modules)) {
  const key = pageRouteKey(file);
  if (entries.has(key)) throw new Error(`Two pages for route "${key}"`);
  const entry: PageEntry = {
    id: file.replace(/^\.\//, 'app/').replace(/^\.\.\//, ''),
    load: () => (entry.promise ??= load().then((m) => (entry.loaded = m))),
  };
  entries.set(key, entry);
}
for (const key of Object.keys(routes)) {
  if (!entries.has(key)) throw new Error(`No page for route "${key}": add features/<feature>/site/${pageFileName(key)}`);
}

function pageEntry(key: RouteKey): PageEntry {
  return entries.get(key)!;
}

const components = new Map<RouteKey, ComponentType>();

/** The page of a route: renders at once when its chunk is loaded, suspends until then. */
export function pageComponent(key: RouteKey): ComponentType {
  let component = components.get(key);
  if (!component) {
    const entry = pageEntry(key);
    component = function Page() {
      const info = useRenderInfo();
      if (import.meta.env.SSR) info.modules.add(entry.id);
      const { default: Component } = entry.loaded ?? use(entry.load());
      return <Component />;
    };
    components.set(key, component);
  }
  return component;
}

/** The server loads every page once at start-up, so a render never suspends (no streamed boundaries). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all([...entries.values()].map((entry) => entry.load()));
}

/** Loads the chunk of the page at `pathname` and what it preloads (before hydration, so the first render needs no suspense). */
export async function preloadPage(pathname: string, lng: Language): Promise<void> {
  const match = matchRoute(pathname);
  const page = await (match ? pageEntry(match.key) : pageEntry('notFound')).load();
  await page.preload?.(lng);
}

/** Whether the page at `pathname` is a page of islands: for the server, which has every page loaded (the browser reads its page's data). */
export function pageHasIslands(pathname: string): boolean {
  const match = matchRoute(pathname);
  return !!(match ? pageEntry(match.key) : pageEntry('notFound')).loaded?.islands;
}
