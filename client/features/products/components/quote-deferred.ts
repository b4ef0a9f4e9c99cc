// The "request a quote" button as a part whose code no page starts with (client/components/deferred.tsx): the server's
// HTML is the button, a form that works without the script; its code comes when the visitor touches it.
import { deferred } from '../../../components/deferred';
import type { QuoteButtonProps } from './QuoteButton';

export type { QuoteButtonProps };

export const QuoteButton = deferred<QuoteButtonProps>(() => import('./QuoteButton').then((m) => m.QuoteButton), {
  island: 'quoteButton',
});
