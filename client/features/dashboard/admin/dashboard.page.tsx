import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { sessionUser } from '../../../lib/session';
import { ApiStatus } from './ApiStatus';
import { QuoteCounts } from './QuoteCounts';
import { RecentMessages } from './RecentMessages';
import { StatCards } from './StatCards';
import { useDashboardData } from './use-dashboard-data';
import { ReviewQueue } from '../../../components/admin/review/ReviewQueue';
import { useAccess } from '../../../components/admin/use-access';

/**
 * Spec: create and list links, the four counters, an API status note, a link to the site and logout. The last two
 * are the admin layout's, in the header of every screen: the dashboard shows them once, like every other screen.
 */
export default function DashboardPage() {
  const { t } = useTranslation('admin/common');
  const data = useDashboardData();
  const access = useAccess();
  const reviews = access.may('reviewQueue');
  return (
    <AdminPage title={t('dashboard.title')}>
      <Stack gap="6">
        <Text color="gray.600" mt="-4">
          {t('dashboard.welcome', { name: sessionUser()?.username ?? '' })}
        </Text>
        <ApiStatus state={data.api} checkedAt={data.checkedAt} onRetry={data.retry} />
        <StatCards stats={data.stats} loading={data.statsLoading} lastKnownAt={data.lastKnownAt} />
        {reviews ? <ReviewQueue /> : null}
        {access.may('quoteRequestCounts') ? <QuoteCounts /> : null}
        {data.readsMessages ? <RecentMessages data={data.messages} loading={data.messagesLoading} failed={data.messagesFailed} /> : null}
      </Stack>
    </AdminPage>
  );
}
