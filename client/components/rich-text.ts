import { deferred } from './deferred';
import type { ProseProps } from './Prose';

/**
 * HTML the server has already sanitized (blog content, product descriptions), with reading styles. It needs no code to
 * be read, so its code (the styles' definitions) loads apart and the page starts without it.
 */
export const RichText = deferred<ProseProps>(() => import('./Prose').then((m) => m.Prose));
