// Texts only some pages or parts use: a chunk per language, loaded when needed, so that other pages do not carry them
// in their language's texts (client/lib/locales-tr.ts and locales-en.ts leave them out). The server renders with every
// language's (client/entry-server.tsx).
import { use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderInfo } from '../components/render-context';

type TextFiles = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Every set of page texts, by language as loaded: the islands of a page are given them (client/app/islands-client.tsx),
 * since they render parts of a page whose Gate the browser does not render.
 */
export const everyLoaded: Array<Map<string, Map<string, Record<string, unknown>>>> = [];

export interface PageTexts {
  /** Loads a language's texts: a page module's `preload` (client/app/page-routes.tsx), so it hydrates without suspending. */
  load(lng: string): Promise<void>;
  /**
   * Makes the texts of the current language available, suspending while their chunk loads. `listed`: the page's own
   * texts, whose chunk the server lists among the modules the page starts with; a part on every page (the
   * comparison bar) loads them after hydrating instead. No hook may follow it in its component: React resumes a
   * component that suspended with the hooks it had called, and one more there is an error (#467) while hydrating.
   */
  useTexts(options?: { listed?: boolean }): void;
  /** Renders its children once the texts are there: useTexts in a component of its own, as it must be. */
  Gate(props: { listed?: boolean; children: ReactNode }): ReactNode;
}

/**
 * The namespaces `namespaces` (one, or several a page loads together). `files`: the caller's `import.meta.glob` of
 * `locales/*\/<ns>.json` (a glob is written where it is used); the chunk of a language's file is named
 * `locales/<lng>/<ns>.json` (relative to client/) in Vite's manifest.
 */
export function pageTexts(namespaces: string | string[], files: TextFiles): PageTexts {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const fileOf = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;
  const loaded = new Map<string, Map<string, Record<string, unknown>>>();
  everyLoaded.push(loaded);
  const loading = new Map<string, Promise<void>>();

  function loadOne(lng: string, ns: string): Promise<Record<string, unknown>> {
    const file = Object.entries(files).find(([name]) => name.endsWith(`/${fileOf(lng, ns)}`))?.[1];
    return file ? file() : Promise.resolve({});
  }

  function load(lng: string): Promise<void> {
    let promise = loading.get(lng);
    if (!promise) {
      promise = Promise.all(list.map(async (ns) => [ns, await loadOne(lng, ns)] as const)).then(
        (texts) => void loaded.set(lng, new Map(texts)),
      );
      loading.set(lng, promise);
    }
    return promise;
  }

  function useTexts({ listed = true } = {}): void {
    const { i18n } = useTranslation();
    const info = useRenderInfo();
    const lng = i18n.language;
    if (import.meta.env.SSR && listed) for (const ns of list) info.modules.add(fileOf(lng, ns));
    if (list.every((ns) => i18n.hasResourceBundle(lng, ns))) return;
    const texts = loaded.get(lng);
    // Loaded before hydrating (else the boundary would suspend while hydrating); later, after a switch of language.
    if (texts) for (const [ns, bundle] of texts) i18n.addResourceBundle(lng, ns, bundle);
    else use(load(lng));
  }

  function Gate({ listed, children }: { listed?: boolean; children: ReactNode }): ReactNode {
    useTexts({ listed });
    return children;
  }

  return { load, useTexts, Gate };
}
