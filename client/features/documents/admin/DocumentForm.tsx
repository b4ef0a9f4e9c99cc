import { useMutation } from '@apollo/client/react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BilingualField } from '../../../components/admin/BilingualField';
import { DraftNotice } from '../../../components/admin/DraftNotice';
import { FileField, UploadProgress } from '../../../components/admin/FileField';
import { ImagePreview, useObjectUrl } from '../../../components/admin/ImagePreview';
import { notify } from '../../../components/admin/toaster';
import { paths } from '../../../config/paths';
import { AdminCreateDocumentDocument, AdminUpdateDocumentDocument, type AdminDocumentForm_DocumentFragment } from '../../../graphql/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useLocalDraft } from '../../../lib/local-draft';
import { uploadProgress } from '../../../lib/upload-fetch';
import { sameValues, useEnglishReview, type TextPair } from '../../../lib/english-review';
import { FormSection } from '../../../components/admin/FormSection';
import { DOCUMENT_TYPES } from '../../../../server/common/upload-types';

export type DocumentFormData = AdminDocumentForm_DocumentFragment;

interface Texts extends Record<string, string> {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
}

const PAIRS: TextPair<Texts>[] = [['nameTr', 'nameEn'], ['descriptionTr', 'descriptionEn']];
const FILE_FIELDS = ['fileTr', 'fileEn', 'coverImage'] as const;
type FileFieldName = (typeof FILE_FIELDS)[number];
type Files = Record<FileFieldName, File | null>;
type FieldErrors = Partial<Record<keyof Texts | FileFieldName, string>>;

const textsOf = (doc?: DocumentFormData): Texts => ({
  nameTr: doc?.nameTr ?? '', nameEn: doc?.nameEn ?? '', descriptionTr: doc?.descriptionTr ?? '', descriptionEn: doc?.descriptionEn ?? '',
});

/** The document form (spec section 2): creates without `document`, edits with it; afterwards, the dashboard. */
export function DocumentForm({ document: doc }: { document?: DocumentFormData }) {
  const { t } = useTranslation('adminDocument');
  const { t: ta } = useTranslation('admin');
  const errors = useAdminErrors('document');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => textsOf(doc), [doc]);
  const [texts, setTexts] = useState<Texts>(initial);
  const [files, setFiles] = useState<Files>({ fileTr: null, fileEn: null, coverImage: null });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const english = useEnglishReview(PAIRS, initial, texts, doc?.englishOutdated ?? []);
  const draft = useLocalDraft<Texts>(`document:${doc?.id ?? 'new'}`, texts, !sameValues(texts, initial));
  const coverUrl = useObjectUrl(files.coverImage);
  const [create] = useMutation(AdminCreateDocumentDocument);
  const [update] = useMutation(AdminUpdateDocumentDocument);

  const setText = (field: keyof Texts) => (value: string) => {
    setTexts((prev) => ({ ...prev, [field]: value }));
    setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const setFile = (field: FileFieldName) => (file: File | null) => {
    setFiles((prev) => ({ ...prev, [field]: file }));
    setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const showErrors = (found: FieldErrors) => {
    setFieldErrors(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!texts.nameTr.trim()) found.nameTr = errors.fieldText('nameTr', 'REQUIRED');
    if (!doc && !files.fileTr) found.fileTr = errors.fieldText('fileTr', 'REQUIRED');
    if (Object.keys(found).length) return showErrors(found);

    const sending = FILE_FIELDS.some((field) => files[field]);
    setSaving(true);
    setProgress(sending ? 0 : null);
    const input = { ...texts, confirmedEnglish: [...english.confirmed] };
    const uploads = { fileEn: files.fileEn, coverImage: files.coverImage };
    const context = sending ? { fetchOptions: uploadProgress(setProgress) } : undefined;
    try {
      if (doc) await update({ variables: { id: doc.id, input, fileTr: files.fileTr, ...uploads }, context });
      else await create({ variables: { input, fileTr: files.fileTr!, ...uploads }, context });
      draft.clear();
      notify.success(errors.text(doc ? 'updated' : 'created'));
      navigate(paths.adminDashboard());
    } catch (error) {
      const problem = errors.describe(error, 'save');
      if (problem.field && problem.field in { ...texts, ...files }) showErrors({ [problem.field]: problem.text });
      else notify.error(problem.text);
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const current = (file: DocumentFormData['fileTr'] | null | undefined, url: string | null | undefined) =>
    file ? { originalName: file.originalName, size: file.size, url } : null;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
      {draft.draft && !sameValues(draft.draft.value, texts) ? (
        <DraftNotice savedAt={draft.draft.savedAt} onRestore={() => { setTexts(draft.draft!.value); draft.dismiss(); }} onDiscard={draft.clear} />
      ) : null}
      <Stack gap="6">
        <FormSection title={t('form.sections.basic')}>
          <BilingualField label={t('form.name')} name="name" tr={texts.nameTr} en={texts.nameEn} onTrChange={setText('nameTr')} onEnChange={setText('nameEn')}
            required={{ tr: true }} errors={{ tr: fieldErrors.nameTr, en: fieldErrors.nameEn }} disabled={saving}
            outdated={english.outdated('nameEn')} onConfirmEnglish={() => english.markConfirmed('nameEn')} />
        </FormSection>
        <FormSection title={t('form.sections.descriptions')}>
          <BilingualField label={t('form.description')} name="description" rows={4} tr={texts.descriptionTr} en={texts.descriptionEn}
            onTrChange={setText('descriptionTr')} onEnChange={setText('descriptionEn')} errors={{ tr: fieldErrors.descriptionTr, en: fieldErrors.descriptionEn }}
            disabled={saving} outdated={english.outdated('descriptionEn')} onConfirmEnglish={() => english.markConfirmed('descriptionEn')} />
        </FormSection>
        <FormSection title={t('form.sections.files')}>
          <FileField label={t('form.fileTr')} name="fileTr" accept={DOCUMENT_TYPES} file={files.fileTr} onChange={setFile('fileTr')} required={!doc}
            current={current(doc?.fileTr, doc?.downloadUrlTr)} error={fieldErrors.fileTr} disabled={saving} />
          <FileField label={t('form.fileEn')} name="fileEn" accept={DOCUMENT_TYPES} file={files.fileEn} onChange={setFile('fileEn')}
            current={current(doc?.fileEn, doc?.downloadUrlEn)} error={fieldErrors.fileEn} disabled={saving} />
          <FileField label={t('form.cover')} name="coverImage" accept="image/*" file={files.coverImage} onChange={setFile('coverImage')}
            error={fieldErrors.coverImage} disabled={saving} />
          <ImagePreview src={coverUrl ?? doc?.coverImageUrl} alt={t('form.coverAlt', { name: texts.nameTr })} alignSelf="flex-start" data-testid="cover-preview" />
        </FormSection>
        {progress != null ? <UploadProgress value={progress} label={t('form.uploading')} /> : null}
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline"><RouterLink to={paths.adminDashboard()}>{ta('form.cancel')}</RouterLink></Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={ta('form.saving')}>{ta(doc ? 'form.update' : 'form.save')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
