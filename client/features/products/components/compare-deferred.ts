// The comparison's parts, each a chunk of its own that no page starts with (client/components/deferred.tsx):
// the server renders them as they look with nothing chosen, and the browser's choice shows once their code has come.
import { deferred } from '../../../components/deferred';
import type { CompareBarProps } from './CompareBar';
import type { CompareToggleProps } from './CompareToggle';

export type { CompareBarProps, CompareToggleProps };

/** The "add to comparison" button of a card and of a product's page. */
export const CompareToggle = deferred<CompareToggleProps>(() => import('./CompareToggle').then((m) => m.CompareToggle), {
  // On a page of islands: live as soon as the page's script starts, to show a product chosen before as chosen.
  island: 'compareToggle',
  start: 'now',
});

/**
 * The bar fixed at the bottom of the screen with the chosen products, once there are any: on the pages where products
 * are chosen and compared (home, products, a product, the comparison), which start with deferred parts anyway; in the
 * site's layout it would put the deferred parts' code into every page's start.
 */
export const CompareBar = deferred<CompareBarProps>(() => import('./CompareBar').then((m) => m.CompareBar), {
  island: 'compareBar',
  start: 'now',
});
