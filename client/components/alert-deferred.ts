import { deferred } from './deferred';
import type { StatusAlertProps } from './StatusAlert';

/** An alert is rare on a public page (a failed fetch, a comparison's warning): its code loads when one is shown. */
export const StatusAlert = deferred<StatusAlertProps>(() => import('./StatusAlert').then((m) => m.StatusAlert));
