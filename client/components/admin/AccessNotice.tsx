import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFieldAccess } from './use-access';

/** Says above a form why some of its fields (or all) are read only for the signed-in person. */
export function AccessNotice() {
  const { t } = useTranslation('admin/common');
  const access = useFieldAccess();
  if (access === 'all') return null;
  return (
    <Alert.Root status={access === 'english' ? 'info' : 'warning'} mb="6" borderRadius="lg" data-testid="access-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(access === 'english' ? 'access.englishOnly' : 'access.readOnly')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
