// /admin/profile: the signed-in person's own account (name, e-mail address, the back office's language), password,
// two-factor sign-in, passkeys and sessions.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { adminPaths } from '../../../config/admin-paths';
import { AdminProfileDocument, AdminSecurityDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { PasswordForm } from './PasswordForm';
import { PasskeysSection } from './PasskeysSection';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export default function ProfilePage() {
  const { t } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:profile');
  const { data, error } = useQuery(AdminProfileDocument, { fetchPolicy: 'network-only' });
  const security = useQuery(AdminSecurityDocument, { fetchPolicy: 'network-only' });

  return (
    <AdminPage title={t('title')} back={adminPaths.adminDashboard()}>
      <Text color="gray.600" mb="5" maxW="3xl">
        {t('intro')}
      </Text>
      {data ? (
        <>
          <ProfileForm me={data.me} />
          <PasswordForm username={data.me.username ?? ''} />
          {security.data ? (
            <>
              <TwoFactorSection data={security.data} refetch={security.refetch} />
              <PasskeysSection data={security.data} />
            </>
          ) : (
            <LoadState error={security.error ? errors.describe(security.error, 'load').text : null} />
          )}
          <SessionsSection />
        </>
      ) : (
        <LoadState error={error ? errors.describe(error, 'load').text : null} />
      )}
    </AdminPage>
  );
}
