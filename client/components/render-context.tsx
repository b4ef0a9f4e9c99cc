import { createContext, useContext } from 'react';
import type { FormAnswer } from '../../server/shared/ssr-contract';

/** An island as the page rendered it: what its own root renders and hydrates with (client/components/islands.tsx). */
export interface IslandSlot {
  name: string;
  props: Record<string, unknown>;
}

/** What a server render learns from the tree (status, redirect, page chunks used) and what it is given (public URL). */
export interface RenderInfo {
  status: number;
  redirect?: string;
  /** PUBLIC_URL: scheme and host of the site, for canonical and alternate links. */
  origin: string;
  /** Source files of the lazily loaded pages rendered, for preload links. */
  modules: Set<string>;
  /** A form sent without the page's script and not taken (server/modules/contact/contact.routes.ts, quote-form.routes.ts). */
  form?: FormAnswer;
  /** A page of islands (client/components/islands.tsx): on the server, the islands its render met, in order. */
  islands?: IslandSlot[];
  /** A page of islands, in the browser: its links and forms leave it (no client navigation, no language changed in place). */
  islandPage?: boolean;
}

export const RenderContext = createContext<RenderInfo>({ status: 200, origin: '', modules: new Set() });
export const useRenderInfo = () => useContext(RenderContext);
