import { createContext, useContext } from 'react';
import type { ContactAnswer } from '../../server/shared/contact-form';

/** What a server render learns from the tree (status, redirect, page chunks used) and what it is given (public URL). */
export interface RenderInfo {
  status: number;
  redirect?: string;
  /** PUBLIC_URL: scheme and host of the site, for canonical and alternate links. */
  origin: string;
  /** Source files of the lazily loaded pages rendered, for preload links. */
  modules: Set<string>;
  /** The contact form sent without the page's script and not taken (server/modules/contact/contact.routes.ts). */
  contact?: ContactAnswer;
}

export const RenderContext = createContext<RenderInfo>({ status: 200, origin: '', modules: new Set() });
export const useRenderInfo = () => useContext(RenderContext);
