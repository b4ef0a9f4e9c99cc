// Deleting a record from an admin list: ask first in the dialog (spec: 'Bu uygulamayı silmek istediğinizden emin
// misiniz?'), delete, drop it from the browser's cache, and report the spec's success or failure text.
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useAdminErrors, type ErrorScope } from '../../lib/admin-errors';
import { useConfirm } from './use-confirm';
import { notify } from './toaster';

export function useConfirmedDelete<TData>(scope: ErrorScope, mutation: TypedDocumentNode<TData, { id: number }>, typename: string) {
  const errors = useAdminErrors(scope);
  const { confirm, dialog } = useConfirm();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [run] = useMutation(mutation);

  /** True when the record was deleted; `name` is shown in the question, so the right row goes. */
  const remove = async (id: number, name: string): Promise<boolean> => {
    if (!(await confirm(errors.text('confirmDelete'), undefined, name))) return false;
    setDeletingId(id);
    try {
      await run({
        variables: { id },
        update(cache) {
          // Lists drop the dangling reference; a page showing it (e.g. blogBySlug) asks the server again.
          cache.evict({ id: cache.identify({ __typename: typename, id }) });
          cache.gc();
        },
      });
      notify.success(errors.text('deleted'));
      return true;
    } catch (failure) {
      notify.error(errors.describe(failure, 'delete').text);
      return false;
    } finally {
      setDeletingId(null);
    }
  };

  return { remove, deletingId, dialog };
}
