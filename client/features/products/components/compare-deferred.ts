// The comparison's parts on every page, each a chunk of its own that no page starts with (client/components/deferred.tsx):
// the server renders them as they look with nothing chosen, and the browser's choice shows once their code has come.
import { deferred } from '../../../components/deferred';
import type { CompareToggleProps } from './CompareToggle';

export type { CompareToggleProps };

/** The "add to comparison" button of a card and of a product's page. */
export const CompareToggle = deferred<CompareToggleProps>(() => import('./CompareToggle').then((m) => m.CompareToggle));

/** The bar fixed at the bottom of the screen with the chosen products, once there are any (SiteLayout). */
export const CompareBar = deferred<object>(() => import('./CompareBar').then((m) => m.CompareBar));
