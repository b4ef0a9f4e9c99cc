// What an audit entry says happened, in the admin's language: the operation that wrote it ("Sürüm geri yüklendi"),
// or, for the system's own writes (no operation) and a failed sign-in, what was done. Every operation the trail can
// record has its text (tests/server/audit-texts.test.ts derives them from the schema and the mounted routes).
import type { TFunction } from 'i18next';
import type { AdminAuditEntryFieldsFragment } from '../../../graphql/admin/graphql';

type Entry = Pick<AdminAuditEntryFieldsFragment, 'action' | 'operation'>;

export function whatHappened(t: TFunction<'admin/audit'>, entry: Entry): string {
  // A sign-in that failed shares its operation with one that did not.
  if (entry.operation && entry.action !== 'login_failed') {
    // REST operations read 'PUT /api/product/:id': no namespace in that colon.
    const text = t(`operations.${entry.operation}`, { nsSeparator: false, defaultValue: '' });
    if (text) return text;
  }
  return t(`happened.${entry.action}`, { defaultValue: entry.action });
}
