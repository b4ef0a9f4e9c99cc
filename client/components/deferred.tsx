// Parts of a page that are shown by the server's HTML alone and need their code only to be used (tabs, a form): their
// code is a chunk of its own, so that the page's first hydration carries less script. The server renders them like
// the rest (their modules are loaded at start-up, as the pages'); in the browser, hydration leaves such a part's HTML
// as it is, asks for its chunk and hydrates it when it comes, in a task of its own. Until then the part's box says
// data-part="pending", and a tap on one of its buttons is held by client/boot-after-paint.js and replayed once it is live.
import { memo, Suspense, use, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { registerIsland, withIslandBox, type IslandStart } from './islands';
import { announceLive } from './live';
import { useRenderInfo } from './render-context';

const starters: Array<() => Promise<unknown>> = [];

/**
 * A component whose code comes from `load` (a dynamic import): rendered at once when loaded, else its server HTML is
 * kept (while hydrating) or nothing shows (after a client navigation) until it is. It is memoized: a re-render reaching
 * a part not hydrated yet would make React throw its HTML away and render it anew, so give it stable props.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** On a page of islands (client/components/islands.tsx), this part is the island so named; else server HTML only. */
  asPart?: { island: string; start?: IslandStart },
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  starters.push(start);
  if (asPart) {
    type Any = ComponentType<Record<string, unknown>>;
    registerIsland({
      name: asPart.island,
      start: asPart.start ?? 'interaction',
      load: () => start() as Promise<unknown> as Promise<Any>,
      loaded: () => loaded as unknown as Any | undefined,
    });
  }
  // No hook may follow `use` here: React may resume a component that suspended with the hooks it had called, and one
  // more is an error that throws the part's server HTML away. The live mark is a component of its own.
  function Part({ props, box }: { props: P; box: RefObject<HTMLDivElement | null> }) {
    const Component = loaded ?? use(start());
    return (
      <>
        <Component {...props} />
        <LiveMark box={box} />
      </>
    );
  }
  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // In the server's render of a page of islands, a part outside them is never hydrated: the server's HTML for good.
    const { islands } = useRenderInfo();
    return (
      <div ref={box} data-part={import.meta.env.SSR && islands ? 'static' : 'pending'} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Part props={props} box={box} />
        </Suspense>
      </div>
    );
  }
  return memo(asPart ? withIslandBox(asPart.island, Deferred) : Deferred);
}

/** The part has hydrated (or rendered, after a client navigation): its box no longer holds taps. */
function LiveMark({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    box.current?.setAttribute('data-part', 'live');
    announceLive();
  }, [box]);
  return null;
}

/**
 * The server loads every deferred part once, after the pages that declare them, so a render never suspends; and the
 * parts that loaded parts declare (the contact form under the home page's sections), until none is left.
 */
export async function loadAllDeferred(): Promise<void> {
  for (let done = 0; done < starters.length;) {
    const round = starters.slice(done);
    done = starters.length;
    await Promise.all(round.map((start) => start()));
  }
}
