import { createContext, useContext } from 'react';

/** What a server render learns from the tree: the HTTP status and a redirect, plus the site origin. */
export interface RenderInfo {
  status: number;
  redirect?: string;
  origin: string;
}

export const RenderContext = createContext<RenderInfo>({ status: 200, origin: '' });
export const useRenderInfo = () => useContext(RenderContext);
