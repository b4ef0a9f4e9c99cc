// The dashboard's data: live counters (remembered in the browser for when the API is down) and a real health check.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useAccess } from '../../../components/admin/use-access';
import { AdminDashboardMessagesDocument, AdminDashboardStatsDocument, type AdminDashboardStatsQuery } from '../../../graphql/admin/graphql';

export type Stats = Omit<AdminDashboardStatsQuery['dashboardStats'], '__typename'>;
export const STAT_KINDS = ['blogs', 'documents', 'applications', 'products'] as const satisfies readonly (keyof Stats)[];

/** Spec: "dashboard counts fall back to local storage when the API fails"; kept with the time they were read. */
export const LAST_STATS_KEY = 'admin_dashboard_stats';
const RECENT_MESSAGES = 5;

interface StoredStats {
  stats: Stats;
  savedAt: string;
}

function readStored(): StoredStats | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_STATS_KEY) ?? 'null') as StoredStats | null;
    return value && typeof value.savedAt === 'string' && STAT_KINDS.every((k) => typeof value.stats?.[k] === 'number') ? value : null;
  } catch {
    return null;
  }
}

function store(stats: Stats): void {
  const { blogs, documents, applications, products } = stats;
  try {
    localStorage.setItem(
      LAST_STATS_KEY,
      JSON.stringify({ stats: { blogs, documents, applications, products }, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage may be full or disabled: the live counters still show.
  }
}

export type Health = 'checking' | 'ok' | 'down';

/** GET /healthz answers { status: 'ok' } while the server runs (server/app.ts). */
async function checkHealth(): Promise<Health> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', headers: { accept: 'application/json' } });
    const body = (await response.json()) as { status?: string };
    return response.ok && body.status === 'ok' ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export type ApiState = 'checking' | 'up' | 'serverDown' | 'queryDown';

export function useDashboardData() {
  const statsQuery = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  // Messages are read by those whose role handles them; the others' dashboard has no messages box.
  const readsMessages = useAccess().may('contactMessages');
  const messagesQuery = useQuery(AdminDashboardMessagesDocument, {
    variables: { take: RECENT_MESSAGES },
    fetchPolicy: 'network-only',
    skip: !readsMessages,
  });
  const [health, setHealth] = useState<Health>('checking');
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [stored, setStored] = useState<StoredStats | null>(readStored);

  const live = statsQuery.data?.dashboardStats;
  useEffect(() => {
    if (live) store(live);
  }, [live]);

  const runHealthCheck = useCallback(async () => {
    setHealth('checking');
    setHealth(await checkHealth());
    setCheckedAt(new Date());
  }, []);
  useEffect(() => {
    void runHealthCheck();
  }, [runHealthCheck]);

  const { refetch: refetchStats } = statsQuery;
  const { refetch: refetchMessages } = messagesQuery;
  const retry = useCallback(() => {
    setStored(readStored());
    void runHealthCheck();
    void refetchStats().catch(() => undefined);
    if (readsMessages) void refetchMessages().catch(() => undefined);
  }, [runHealthCheck, refetchStats, refetchMessages, readsMessages]);

  // Settled outcome of the counters' query: a retry keeps showing the last known counts until it answers.
  const { loading, error } = statsQuery;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!loading) setFailed(!!error && !live);
  }, [loading, error, live]);

  const api: ApiState =
    health === 'checking' || loading ? 'checking' : health === 'down' ? 'serverDown' : error || !live ? 'queryDown' : 'up';

  return {
    /** Live counters, or the last known ones (with the time they were read) when the API cannot answer. */
    stats: live ?? (failed ? stored?.stats : undefined),
    lastKnownAt: !live && failed && stored ? new Date(stored.savedAt) : null,
    statsLoading: loading && !live && !failed,
    statsFailed: failed,
    readsMessages,
    messages: messagesQuery.data,
    messagesLoading: messagesQuery.loading,
    messagesFailed: !!messagesQuery.error,
    api,
    checkedAt,
    retry,
  };
}
