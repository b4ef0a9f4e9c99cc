// Islands. A page module that says `export const islands = true` is never hydrated as a whole: the server's HTML is the
// page, and only its islands (the parts a visitor uses: tabs, the header's menus, the comparison's buttons) become
// live, each a React root of its own, when it is touched, comes on screen or at once, as its `start` says (the shared
// runtime, its providers and Apollo's cache are made once: client/app/islands-client.tsx). The server renders each
// island a second time, in a root of its own with the ids that root will make (`identifierPrefix`), and puts that
// render in its place (client/entry-server.tsx): so an island hydrates exactly what it renders alone. Its props travel
// in the page's data, hence JSON only. On any other page, and after a client navigation, an island is the component
// it wraps. A part inside an island is part of it (no island in an island).
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { announceLive } from './live';
import { useRenderInfo, type IslandSlot } from './render-context';

/** When an island becomes live once the page's script has started: touched (the default), on screen, or at once. */
export type IslandStart = 'interaction' | 'visible' | 'now';

/** When an island starts, or how its props (or the page, in the browser) say it. */
export type IslandStarts<P = Record<string, unknown>> = IslandStart | ((props: P) => IslandStart);

export interface IslandDefinition {
  name: string;
  start: IslandStarts;
  /** The component, its code loaded. */
  load(): Promise<ComponentType<Record<string, unknown>>>;
  /** The component if its code is loaded (always on the server). */
  loaded(): ComponentType<Record<string, unknown>> | undefined;
}

const registry = new Map<string, IslandDefinition>();

/** Declared where the island's wrapper is made: the page's chunk declares the islands it renders. */
export function registerIsland(definition: IslandDefinition): void {
  // The server loads every module: a name used twice stops it starting.
  if (import.meta.env.SSR && registry.has(definition.name)) throw new Error(`Two islands named "${definition.name}"`);
  registry.set(definition.name, definition);
}

export const islandNamed = (name: string): IslandDefinition | undefined => registry.get(name);

export type { IslandSlot };

/** Inside an island's own root. */
export const InIsland = createContext(false);

/** How an island's box and its end are written in the page's HTML (React writes the box so, see IslandBox). */
export const islandStartTag = (name: string, key: number) =>
  `<div data-island="${name}" data-island-key="${key}" style="display:contents">`;
export const islandEndTag = (key: number) => `</div><template data-island-end="${key}"></template>`;
/** The ids an island's root makes (useId): its own, whatever else the page holds. */
export const islandIdPrefix = (key: number) => `i${key}-`;

/** In the page's render on the server, on a page of islands: the island's box, its props noted for its own render. */
function IslandBox({ name, props, children }: { name: string; props: object; children: ReactNode }) {
  const info = useRenderInfo();
  const nested = useContext(InIsland);
  if (!info.islands || nested) return children;
  if (Object.values(props).some((value) => typeof value === 'function')) throw new Error(`Island "${name}": its props must be JSON`);
  const key = info.islands.push({ name, props: { ...props } }) - 1;
  return (
    <>
      <div data-island={name} data-island-key={key} style={{ display: 'contents' }}>
        <InIsland.Provider value>{children}</InIsland.Provider>
      </div>
      <template data-island-end={key} />
    </>
  );
}

/** Wraps a part (`render` is how the page renders it) so that it is an island on a page of islands. */
function asIsland<P extends object>(name: string, render: ComponentType<P>): ComponentType<P> {
  const Render = render;
  return function Island(props: P) {
    return (
      <IslandBox name={name} props={props}>
        <Render {...props} />
      </IslandBox>
    );
  };
}

/** A component of the page's own chunk as an island. */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  start: IslandStarts<P> = 'interaction',
): ComponentType<P> {
  const component = Component as unknown as ComponentType<Record<string, unknown>>;
  registerIsland({ name, start: start as IslandStarts, load: () => Promise.resolve(component), loaded: () => component });
  return withIslandBox(name, Component);
}

/**
 * The component as the page renders it: in its island's box on the server. The browser's build renders the component
 * alone (it never renders a page of islands whole, and a component of one child leaves React's ids as they are).
 */
export const withIslandBox = <P extends object>(name: string, render: ComponentType<P>): ComponentType<P> =>
  import.meta.env.SSR ? asIsland(name, render) : render;

/** Last in an island's root: marks its box live once it has hydrated (taps held there are then replayed). */
export function IslandLive({ box, onLive }: { box?: Element; onLive?: () => void }) {
  useEffect(() => {
    if (!box) return;
    box.setAttribute('data-island-live', '');
    announceLive();
    onLive?.();
  }, [box, onLive]);
  return null;
}
