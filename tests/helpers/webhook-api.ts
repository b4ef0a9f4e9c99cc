// The webhook tests' side of the API: an administrator's calls (webhooks, their logs, products to announce) and what a
// signed call must look like.
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { gql } from './graphql.js';
import type { Received } from './webhook-receiver.js';

export const SECRET = 'test-secret-0123456789abcdef';
/** The receivers listen on 127.0.0.1, which the servers here may call; [::1] and every other private address they may not. */
export const ALLOWED = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };

const WEBHOOK_FIELDS = 'id url events signed';
const CREATE = `mutation($input: WebhookInput!) { createWebhook(input: $input) { ${WEBHOOK_FIELDS} } }`;
const DELIVERIES =
  'query($id: Int!) { webhookDeliveries(webhookId: $id) { deliveryId event kind recordId slug status attempts nextAttemptAt lastAttemptAt responseStatus responsePreview error } }';

/** Standard Webhooks' signature of one attempt: base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`. */
const signatureOf = (call: Received) =>
  `v1,${createHmac('sha256', SECRET)
    .update(`${String(call.headers['webhook-id'])}.${String(call.headers['webhook-timestamp'])}.${call.raw}`)
    .digest('base64')}`;

/** Signed as Standard Webhooks asks, with the time of this attempt; no header outside the signature names the delivery. */
export function expectSigned(call: Received): void {
  expect(call.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(call.headers['webhook-timestamp']).toMatch(/^\d+$/);
  expect(Math.abs(Number(call.headers['webhook-timestamp']) * 1000 - call.receivedAt)).toBeLessThan(5_000);
  expect(call.headers['webhook-signature']).toBe(signatureOf(call));
  expect(call.headers['x-webhook-signature']).toBeUndefined();
  expect(call.headers['x-webhook-delivery']).toBeUndefined();
}

export type WebhookApi = ReturnType<typeof webhookApi>;

export function webhookApi(url: string, token: string) {
  const ok = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await gql(url, query, variables, token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data;
  };
  return {
    ok,
    call: (query: string, variables: Record<string, unknown>) => gql(url, query, variables, token),
    refusal: async (input: Record<string, unknown>) => {
      const res = await gql(url, CREATE, { input: { events: ['product.created'], secret: SECRET, ...input } }, token);
      expect(res.data, JSON.stringify(res)).toBeNull();
      return res.errors?.[0]?.extensions;
    },
    webhook: async (target: string, events: string[]) =>
      (await ok(CREATE, { input: { url: target, events, secret: SECRET } })).createWebhook,
    remove: async (id: number) => void (await ok('mutation($id: Int!) { deleteWebhook(id: $id) }', { id })),
    deliveries: async (id: number) => (await ok(DELIVERIES, { id })).webhookDeliveries as Array<Record<string, any>>,
    product: async (slug: string, extra: Record<string, unknown> = {}) =>
      (
        await ok('mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }', {
          input: { name: `Webhook Ürünü ${slug}`, slug, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short', ...extra },
        })
      ).createProduct as { id: number; slug: string },
  };
}
