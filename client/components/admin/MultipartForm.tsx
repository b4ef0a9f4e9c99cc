import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { paths } from '../../config/paths';
import type { StoredDraft } from '../../lib/local-draft';
import { DraftNotice } from './DraftNotice';
import { UploadProgress } from './FileField';
import { SaveBar } from './SaveBar';

/** The parts of useMultipartForm's answer the frame needs. */
export interface MultipartFormState {
  formRef: RefObject<HTMLFormElement | null>;
  submit(event: FormEvent): Promise<void>;
  saving: boolean;
  progress: number | null;
  editing: boolean;
  offeredDraft: StoredDraft<unknown> | null;
  restoreDraft(): void;
  discardDraft(): void;
}

/** The frame of a useMultipartForm form: the draft offer, its sections, the upload's progress and the save bar. */
export function MultipartForm({ form, uploadingLabel, children }: { form: MultipartFormState; uploadingLabel: string; children: ReactNode }) {
  return (
    <form ref={form.formRef} noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.saving}>
      {form.offeredDraft ? <DraftNotice savedAt={form.offeredDraft.savedAt} onRestore={form.restoreDraft} onDiscard={form.discardDraft} /> : null}
      <Stack gap="6">
        {children}
        {form.progress != null ? <UploadProgress value={form.progress} label={uploadingLabel} /> : null}
        {/* Cancel leads where a save does (spec section 2): the dashboard. */}
        <SaveBar cancelTo={paths.adminDashboard()} editing={form.editing} saving={form.saving} />
      </Stack>
    </form>
  );
}
