import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ExternalLink, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { AdminLogoutDocument } from '../../../graphql/admin/graphql';
import { clearSession, sessionUser } from '../../../lib/session';
import { ApiStatus } from './ApiStatus';
import { RecentMessages } from './RecentMessages';
import { StatCards } from './StatCards';
import { useDashboardData } from './use-dashboard-data';

/** Spec: create and list links, the four counters, an API status note, a link to the site and logout. */
export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const data = useDashboardData();
  const [endSession] = useMutation(AdminLogoutDocument);
  const [leaving, setLeaving] = useState(false);

  // As in the layout: the server revokes the token first; the browser forgets it whatever the answer.
  const logout = async () => {
    setLeaving(true);
    await endSession().catch(() => undefined);
    clearSession();
  };

  return (
    <AdminPage
      title={t('dashboard.title')}
      actions={(
        <>
          <Button asChild size="sm" variant="outline">
            <a href={paths.home()} target="_blank" rel="noopener">{t('dashboard.viewSite')}<ExternalLink size={16} aria-hidden="true" /></a>
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => void logout()} loading={leaving}>
            <LogOut size={16} aria-hidden="true" />{t('dashboard.signOut')}
          </Button>
        </>
      )}
    >
      <Stack gap="6">
        <Text color="gray.600" mt="-4">{t('dashboard.welcome', { name: sessionUser()?.username ?? '' })}</Text>
        <ApiStatus state={data.api} checkedAt={data.checkedAt} onRetry={data.retry} />
        <StatCards stats={data.stats} loading={data.statsLoading} lastKnownAt={data.lastKnownAt} />
        <RecentMessages data={data.messages} loading={data.messagesLoading} failed={data.messagesFailed} />
      </Stack>
    </AdminPage>
  );
}
