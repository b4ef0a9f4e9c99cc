// The events a webhook can subscribe to: the admin's form lists them grouped by kind, the server checks subscriptions
// against them and names each delivery by one.

/** Kinds of record whose changes are announced, as they appear in a delivery's `kind`. */
export const WEBHOOK_CONTENT_KINDS = ['product', 'blog', 'document', 'application'] as const;
export const WEBHOOK_CONTENT_ACTIONS = ['created', 'updated', 'deleted', 'published', 'unpublished'] as const;
/** A message sent through the contact form. */
export const CONTACT_RECEIVED = 'contact.received';
/** A quote request sent from the catalogue. */
export const QUOTE_CREATED = 'quote.created';
/** A test call an administrator asks for: not subscribable, sent to the one webhook tested (kind `webhook`, its id). */
export const WEBHOOK_PING = 'webhook.ping';

export type WebhookKind = (typeof WEBHOOK_CONTENT_KINDS)[number] | 'contact' | 'quote';
export type WebhookAction = (typeof WEBHOOK_CONTENT_ACTIONS)[number];

/** Every event name, grouped by kind (`product.created`, …, `contact.received`). */
export const WEBHOOK_EVENT_GROUPS: ReadonlyArray<{ kind: WebhookKind; events: string[] }> = [
  ...WEBHOOK_CONTENT_KINDS.map((kind) => ({
    kind,
    events: WEBHOOK_CONTENT_ACTIONS.map((action) => `${kind}.${action}`),
  })),
  { kind: 'contact', events: [CONTACT_RECEIVED] },
  { kind: 'quote', events: [QUOTE_CREATED] },
];

export const WEBHOOK_EVENTS: readonly string[] = WEBHOOK_EVENT_GROUPS.flatMap((g) => g.events);

/** A webhook's address and secret at most this long. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
export const MAX_WEBHOOK_SECRET_LENGTH = 200;
