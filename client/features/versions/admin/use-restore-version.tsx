// "Restore this version": asked first in the confirm dialog, then saved by the server as a new version; the toast says
// which version came back as which, whether the image file was gone (the current image then stays) and whether the
// share image's library item was (the record then has none).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/admin/use-confirm';
import { notify } from '../../../components/admin/toaster';
import { AdminContentRevisionDocument, AdminRestoreContentRevisionDocument, type RevisionKind } from '../../../graphql/admin/graphql';
import { errorFacts, useAdminErrors } from '../../../lib/admin-errors';

interface Restorable {
  id: number;
  number: number;
}

export function useRestoreVersion(kind: RevisionKind, currentSlug: string | null, onRestored: () => Promise<void>) {
  const { t } = useTranslation('admin/versions');
  const errors = useAdminErrors(kind === 'product' ? 'admin/product:product' : 'admin/blog:blog');
  const client = useApolloClient();
  const { confirm, dialog } = useConfirm();
  const [run] = useMutation(AdminRestoreContentRevisionDocument);
  const [restoringId, setRestoringId] = useState<number | null>(null);

  const restore = async (version: Restorable) => {
    if (!(await confirm(t('restore.confirm', { number: version.number }), t('restore.confirmButton')))) return;
    setRestoringId(version.id);
    try {
      // The version's own snapshot: its slug for a refusal's text, its images to tell whether they came back.
      const read = await client.query({ query: AdminContentRevisionDocument, variables: { id: version.id } }).catch(() => null);
      const wanted = read?.data?.contentRevision?.snapshot as Record<string, unknown> | undefined;
      try {
        const { data } = await run({ variables: { id: version.id } });
        const made = data!.restoreContentRevision;
        notify.success(t('restore.done', { number: version.number, newNumber: made.number }));
        const got = made.snapshot as Record<string, unknown>;
        if (wanted && (wanted.image ?? null) !== (got.image ?? null)) notify.success(t('restore.imageKept'));
        if (wanted && (wanted.shareImageId ?? null) !== (got.shareImageId ?? null)) notify.success(t('restore.shareImageCleared'));
        await onRestored();
      } catch (failure) {
        const facts = errorFacts(failure);
        if (facts?.reason === 'SLUG_TAKEN')
          notify.error(t('restore.slugTaken', { slug: typeof wanted?.slug === 'string' ? wanted.slug : (currentSlug ?? '') }));
        else notify.error(facts ? errors.describe(failure, 'save').text : t('restore.failed'));
      }
    } finally {
      setRestoringId(null);
    }
  };

  return { run: (version: Restorable) => void restore(version), restoringId, dialog: dialog };
}
