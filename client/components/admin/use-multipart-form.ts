// A record that goes to the server as one multipart mutation, its texts and files together (documents,
// applications): the field errors in the admin's words, the English review, the local draft of the texts, the
// question before unsaved changes are left, the upload's progress, a new record's publish-or-draft choice, and
// "afterwards, the dashboard" (a new draft stays on its edit page, to be published or sent for review). Each form
// keeps its own fields and rules.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '../../config/admin-paths';
import { useAdminErrors, type ErrorScope } from '../../lib/admin-errors';
import { sameValues, useEnglishReview, type TextPair } from '../../lib/english-review';
import { useLocalDraft } from '../../lib/local-draft';
import type { ProgressInit } from '../../lib/upload-fetch';
import type { MediaItem } from './media/use-media-library';
import { notify } from './toaster';
import { useLeaveGuard } from './use-leave-guard';
import { useUploadStatus } from './use-upload-status';

type Files<F extends string> = Record<F, File | null>;
/** Images chosen from the media library instead of a file, by field. */
type Picked<F extends string> = Partial<Record<F, MediaItem>>;

/** What `save` gets: `context` asks for upload progress, and is there only when a file goes out. */
export interface MultipartRequest<T, F extends string> {
  texts: T;
  files: Files<F>;
  picked: Picked<F>;
  confirmedEnglish: string[];
  /** On create: saved as a draft (the person chose it, or may not publish). */
  draft: boolean;
  context?: { fetchOptions: ProgressInit };
}

/** What a save answers of the record: a new draft's edit page is where the form goes next. */
export interface SavedRecord {
  id: number;
  status: string;
}

export interface MultipartFormOptions<R, T extends Record<string, string>, F extends string> {
  /** Names the texts of success, failure and field errors, and the local draft (`<scope>:<id or new>`). */
  scope: ErrorScope;
  /** The stored record; undefined for a new one. */
  record: R | undefined;
  textsOf(record: R | undefined): T;
  noFiles: Files<F>;
  englishPairs: readonly TextPair<T>[];
  /** This form's rules: each required field, or false where it is filled in; in the form's order (the first is focused). */
  missing(texts: T, files: Files<F>): (keyof T | F | false)[];
  save(request: MultipartRequest<T, F>): Promise<SavedRecord | null | undefined>;
  /** A record's edit page: a new one saved as a draft goes there. */
  editPath(id: number): string;
}

export function useMultipartForm<
  R extends { id: number; englishOutdated: readonly string[] },
  T extends Record<string, string>,
  F extends string,
>({ scope, record, textsOf, noFiles, englishPairs, missing, save, editPath }: MultipartFormOptions<R, T, F>) {
  type FieldErrors = Partial<Record<keyof T | F, string>>;
  const errors = useAdminErrors(scope);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => textsOf(record), [textsOf, record]);
  const [texts, setTexts] = useState<T>(initial);
  const [files, setFiles] = useState<Files<F>>(noFiles);
  const [picked, setPicked] = useState<Picked<F>>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // A new one is published unless the person saves it as a draft (as the old site's were).
  const [asDraft, setAsDraft] = useState(false);
  const upload = useUploadStatus();
  const english = useEnglishReview(englishPairs, initial, texts, record?.englishOutdated ?? []);
  const textsChanged = !sameValues(texts, initial);
  const draft = useLocalDraft<T>(`${scope}:${record?.id ?? 'new'}`, texts, textsChanged);
  const leaveDialog = useLeaveGuard(textsChanged || Object.values<File | null>(files).some(Boolean) || Object.values(picked).some(Boolean));

  const setText = (field: keyof T) => (value: string) => {
    setTexts((prev) => ({ ...prev, [field]: value }));
    setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const setFile = (field: F) => (file: File | null) => {
    setFiles((prev) => ({ ...prev, [field]: file }));
    if (file) setPicked((prev) => ({ ...prev, [field]: undefined }));
    setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  /** A library image in place of a file for `field` (the one chosen last counts). */
  const pickImage = (field: F) => (item: MediaItem) => {
    setFiles((prev) => ({ ...prev, [field]: null }));
    setPicked((prev) => ({ ...prev, [field]: item }));
    setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const showErrors = (found: FieldErrors) => {
    setFieldErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = missing(texts, files).filter((field) => field !== false);
    if (empty.length) {
      return showErrors(Object.fromEntries(empty.map((field) => [field, errors.fieldText(String(field), 'REQUIRED')])) as FieldErrors);
    }

    const sending = Object.values<File | null>(files)
      .filter((file): file is File => !!file)
      .map((file) => file.name);
    setSaving(true);
    const context = sending.length ? { fetchOptions: upload.track(sending.join(', ')) } : undefined;
    try {
      const saved = await save({ texts, files, picked, confirmedEnglish: [...english.confirmed], draft: asDraft, context });
      draft.clear();
      notify.success(errors.text(record ? 'updated' : 'created'));
      void navigate(!record && saved?.status === 'DRAFT' ? editPath(saved.id) : adminPaths.adminDashboard());
    } catch (error) {
      const problem = errors.describe(error, 'save');
      if (problem.field && problem.field in { ...texts, ...files }) showErrors({ [problem.field]: problem.text } as FieldErrors);
      else notify.error(problem.text);
    } finally {
      setSaving(false);
      upload.finish();
    }
  };

  /** A text pair's wiring for BilingualField: both values, their setters and errors, and the English review. */
  const bilingual = <N extends string>(name: N) => {
    const tr = `${name}Tr` as keyof T & string;
    const en = `${name}En` as keyof T & string;
    return {
      tr: texts[tr],
      en: texts[en],
      onTrChange: setText(tr),
      onEnChange: setText(en),
      errors: { tr: fieldErrors[tr], en: fieldErrors[en] },
      disabled: saving,
      outdated: english.outdated(en),
      onConfirmEnglish: () => english.markConfirmed(en),
    };
  };

  /** A file field's wiring for FileField: its name, the chosen file, its setter and error. */
  const fileField = (name: F) => ({ name, file: files[name], onChange: setFile(name), error: fieldErrors[name], disabled: saving });

  /** An image field's wiring for LibraryImageField: a file chosen here, or an image picked from the library. */
  const imageField = (name: F) => ({
    name,
    file: files[name],
    onFile: setFile(name),
    picked: picked[name],
    onPick: pickImage(name),
    error: fieldErrors[name],
    disabled: saving,
  });

  /** The draft an earlier visit left, while it differs from what the form shows. */
  const offeredDraft = draft.draft && !sameValues(draft.draft.value, texts) ? draft.draft : null;
  const restoreDraft = () => {
    if (!draft.draft) return;
    setTexts(draft.draft.value);
    draft.dismiss();
  };

  return {
    formRef,
    texts,
    files,
    picked,
    fieldErrors,
    saving,
    upload: upload.status,
    editing: !!record,
    english,
    leaveDialog,
    setText,
    setFile,
    pickImage,
    bilingual,
    fileField,
    imageField,
    submit,
    offeredDraft,
    restoreDraft,
    discardDraft: draft.clear,
    asDraft,
    setAsDraft,
  };
}
