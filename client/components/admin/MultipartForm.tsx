import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { adminPaths } from '../../config/admin-paths';
import type { StoredDraft } from '../../lib/local-draft';
import { DraftNotice } from './DraftNotice';
import { SaveBar } from './SaveBar';
import type { UploadStatusState } from './use-upload-status';

/** The parts of useMultipartForm's answer the frame needs. */
export interface MultipartFormState {
  formRef: RefObject<HTMLFormElement | null>;
  submit(event: FormEvent): Promise<void>;
  saving: boolean;
  upload: UploadStatusState;
  editing: boolean;
  offeredDraft: StoredDraft<unknown> | null;
  restoreDraft(): void;
  discardDraft(): void;
  /** The question asked before unsaved changes are left (useLeaveGuard). */
  leaveDialog: ReactNode;
}

/**
 * The frame of a useMultipartForm form: the draft offer, its sections, and the save bar (with the upload's state and
 * `extra`, a new record's publish-or-draft choice).
 */
export function MultipartForm({ form, children, extra }: { form: MultipartFormState; children: ReactNode; extra?: ReactNode }) {
  return (
    <form ref={form.formRef} noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.saving}>
      {form.offeredDraft ? (
        <DraftNotice savedAt={form.offeredDraft.savedAt} onRestore={form.restoreDraft} onDiscard={form.discardDraft} />
      ) : null}
      <Stack gap="6">
        {children}
        {/* Cancel leads where a save does: the dashboard. */}
        <SaveBar cancelTo={adminPaths.adminDashboard()} editing={form.editing} saving={form.saving} upload={form.upload} extra={extra} />
      </Stack>
      {form.leaveDialog}
    </form>
  );
}
