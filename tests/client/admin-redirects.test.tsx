// The redirects list's states (loading, empty, rows marked automatic or by hand, 301 or 302) in both languages,
// and the texts of the server's refusals.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectsTable, type RedirectRow } from '../../client/features/redirects/admin/RedirectsTable';
import { useAdminErrors } from '../../client/lib/admin-errors';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

const ROWS: RedirectRow[] = [
  {
    __typename: 'Redirect',
    id: 1,
    fromPath: '/products/eski',
    toPath: '/products/yeni',
    permanent: true,
    automatic: true,
    createdAt: '2026-11-27T08:00:00.000Z',
  },
  {
    __typename: 'Redirect',
    id: 2,
    fromPath: '/eski-site/sayfa.html',
    toPath: '/blog?lang=en',
    permanent: false,
    automatic: false,
    createdAt: '2026-11-26T08:00:00.000Z',
  },
];

const table = (props: Partial<Parameters<typeof RedirectsTable>[0]>) => (
  <RedirectsTable rows={undefined} loading={false} error={null} onDelete={() => undefined} deletingId={null} {...props} />
);

describe('the redirects list', () => {
  it('loading, then empty, in Turkish', () => {
    renderIn('tr', table({ loading: true }), { admin: true });
    expect(screen.getByRole('status').textContent).toContain('Yönlendirmeler yükleniyor...');
    cleanup();
    renderIn('tr', table({ rows: [] }), { admin: true });
    expect(screen.getByTestId('empty-state').textContent).toContain('Henüz Yönlendirme Yok');
  });

  it('rows say automatic or by hand, 301 or 302, and name their delete button (English)', () => {
    renderIn('en', table({ rows: ROWS }), { admin: true });
    expect(screen.getAllByTestId('redirect-automatic')).toHaveLength(1);
    expect(screen.getByText('Added by hand')).toBeTruthy();
    expect(screen.getByText('301 Permanent')).toBeTruthy();
    expect(screen.getByText('302 Temporary')).toBeTruthy();
    expect(screen.getByRole('button', { name: '/eski-site/sayfa.html: delete' })).toBeTruthy();
    expect(screen.getAllByTestId('redirect-to').map((a) => a.getAttribute('href'))).toEqual(['/products/yeni', '/blog?lang=en']);
  });

  it("a refusal is named in the admin's language", () => {
    const refusal = (field: string, reason: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', field, reason } }] });
    for (const [lng, text] of [
      ['tr', 'Yeni adres bu sitede kalmalıdır'],
      ['en', 'The new address must stay on this site'],
    ] as const) {
      let errors!: ReturnType<typeof useAdminErrors>;
      function Probe() {
        errors = useAdminErrors('admin/redirects:redirect');
        return null;
      }
      renderIn(lng, <Probe />, { admin: true });
      expect(errors.describe(refusal('toPath', 'OFF_SITE'), 'save')).toMatchObject({ field: 'toPath' });
      expect(errors.describe(refusal('toPath', 'OFF_SITE'), 'save').text).toContain(text);
      expect(errors.describe(refusal('fromPath', 'REDIRECT_CHAIN'), 'save').text).not.toBe(errors.text('save'));
      cleanup();
    }
  });
});
