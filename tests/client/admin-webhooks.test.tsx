// The webhooks list's states (loading, empty, rows with their events and a secret said to be set, never shown) in
// both languages, the texts of the server's refusals of a target, and how a receiver checks a call.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceiverCheck } from '../../client/features/webhooks/admin/ReceiverCheck';
import { WebhooksTable, type WebhookRow } from '../../client/features/webhooks/admin/WebhooksTable';
import { useAdminErrors } from '../../client/lib/admin-errors';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const ROWS: WebhookRow[] = [
  {
    __typename: 'Webhook',
    id: 1,
    url: 'https://hooks.example.com/site',
    events: ['product.published', 'contact.received'],
    signed: true,
    createdAt: '2026-11-27T08:00:00.000Z',
  },
];

const table = (props: Partial<Parameters<typeof WebhooksTable>[0]>) => (
  <WebhooksTable
    rows={undefined}
    loading={false}
    error={null}
    onLog={() => undefined}
    onEdit={() => undefined}
    onDelete={() => undefined}
    deletingId={null}
    logOf={null}
    {...props}
  />
);

describe('the webhooks list', () => {
  it('loading, then empty, in Turkish', () => {
    renderIn('tr', table({ loading: true }), { admin: true });
    expect(screen.getByRole('status').textContent).toContain('Webhook’lar yükleniyor...');
    cleanup();
    renderIn('tr', table({ rows: [] }), { admin: true });
    expect(screen.getByTestId('empty-state').textContent).toContain('Henüz Webhook Yok');
  });

  it('a row lists its events, says a secret is set and names its buttons (English)', () => {
    renderIn('en', table({ rows: ROWS }), { admin: true });
    expect(screen.getByText('product.published')).toBeTruthy();
    expect(screen.getByText('contact.received')).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'https://hooks.example.com/site: edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'https://hooks.example.com/site: delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delivery log of https://hooks.example.com/site' })).toBeTruthy();
  });

  it("a refused target is named in the admin's language", () => {
    const refusal = (field: string, reason: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', field, reason } }] });
    for (const [lng, text] of [
      ['tr', 'özel, yerel (loopback) veya bağlantı-yerel'],
      ['en', 'private, loopback or link-local'],
    ] as const) {
      let errors!: ReturnType<typeof useAdminErrors>;
      function Probe() {
        errors = useAdminErrors('admin/webhooks:webhook');
        return null;
      }
      renderIn(lng, <Probe />, { admin: true });
      expect(errors.describe(refusal('url', 'ADDRESS_REFUSED'), 'save')).toMatchObject({ field: 'url' });
      expect(errors.describe(refusal('url', 'ADDRESS_REFUSED'), 'save').text).toContain(text);
      expect(errors.describe(refusal('events.0', 'UNKNOWN_EVENT'), 'save')).toMatchObject({ field: 'events' });
      expect(errors.describe(refusal('secret', 'TOO_SHORT'), 'save').text).not.toBe(errors.text('save'));
      cleanup();
    }
  });

  it('says how a receiver checks a call: the signed id and time, their age and repeats, with an example (Turkish and English)', () => {
    for (const [lng, title, age] of [
      ['tr', 'Alıcı bir çağrıyı nasıl doğrular', '5 dakikadan fazla'],
      ['en', 'How a receiver checks a call', 'more than 5 minutes'],
    ] as const) {
      renderIn(lng, <ReceiverCheck />, { admin: true });
      const check = screen.getByTestId('receiver-check');
      expect(check.querySelector('summary')?.textContent).toBe(title);
      expect(check.textContent).toContain(age);
      expect(check.querySelector('pre')?.textContent).toContain('`${id}.${timestamp}.${rawBody}`');
      cleanup();
    }
  });
});
