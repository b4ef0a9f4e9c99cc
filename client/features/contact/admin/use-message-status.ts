// Changing a message's state (new, read, handled): the message in the cache follows at once, and the lists and
// counts that depend on its state are read again.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/admin/toaster';
import { AdminSetContactMessageStatusDocument, type ContactMessageStatus } from '../../../graphql/admin/graphql';

export function useMessageStatus() {
  const { t } = useTranslation('admin/contact');
  const [mutate, { loading }] = useMutation(AdminSetContactMessageStatusDocument);
  const setStatus = useCallback(
    async (id: number, status: ContactMessageStatus, { quiet = false } = {}) => {
      try {
        await mutate({
          variables: { ids: [id], status },
          update(cache) {
            cache.modify({ id: cache.identify({ __typename: 'ContactMessage', id }), fields: { status: () => status } });
            // Lists filtered by state and the counts no longer hold: read again when next shown.
            cache.evict({ fieldName: 'contactMessages' });
            cache.evict({ fieldName: 'contactMessageCount' });
            cache.evict({ fieldName: 'contactMessageCounts' });
            cache.gc();
          },
        });
        if (!quiet) notify.success(t('status.changed', { status: t(`statuses.${status.toLowerCase()}`) }));
        return true;
      } catch {
        if (!quiet) notify.error(t('status.failed'));
        return false;
      }
    },
    [mutate, t],
  );
  return { setStatus, busy: loading };
}
