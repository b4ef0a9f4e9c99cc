import { useSearchParams } from 'react-router';
import type { AuditFilter } from '../../../graphql/admin/graphql';
import { fromZonedInput } from '../../../lib/site-time';

/** The list's filters as the address keeps them (a filtered view can be reloaded, shared and gone back to). */
export interface AuditFilterValues {
  action: string;
  type: string;
  admin: string;
  from: string;
  to: string;
  q: string;
}

const KEYS = ['action', 'type', 'admin', 'from', 'to', 'q'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day (YYYY-MM-DD) on the site's clock, as the admin reads every time; `to` includes its whole day. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + plusDays));
  if (Number.isNaN(next.getTime())) return undefined;
  return fromZonedInput(`${next.toISOString().slice(0, 10)}T00:00`)?.toISOString();
}

export function toServerFilter(values: AuditFilterValues): AuditFilter {
  const admin = Number(values.admin);
  return {
    action: values.action || undefined,
    entityType: values.type || undefined,
    adminId: values.admin && Number.isInteger(admin) ? admin : undefined,
    from: dayStart(values.from),
    to: dayStart(values.to, 1),
    text: values.q.trim() || undefined,
  };
}

export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as AuditFilterValues;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const filtered = KEYS.some((k) => values[k]);
  const write = (next: AuditFilterValues, nextPage = 1) => {
    const kept = Object.entries(next).filter(([, v]) => v);
    if (nextPage > 1) kept.push(['page', String(nextPage)]);
    setParams(Object.fromEntries(kept));
  };
  return {
    values,
    page,
    filtered,
    /** A changed filter starts again at page 1. */
    setFilter: (change: Partial<AuditFilterValues>) => write({ ...values, ...change }),
    clear: () => write({ action: '', type: '', admin: '', from: '', to: '', q: '' }),
    goTo: (n: number) => write(values, n),
  };
}
