import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BilingualField } from '../../../components/admin/BilingualField';
import { DraftNotice } from '../../../components/admin/DraftNotice';
import { FileField, UploadProgress } from '../../../components/admin/FileField';
import { ImagePreview, useObjectUrl } from '../../../components/admin/ImagePreview';
import { notify } from '../../../components/admin/toaster';
import { paths } from '../../../config/paths';
import { AdminCreateApplicationDocument, AdminUpdateApplicationDocument, type AdminApplicationForm_ApplicationFragment } from '../../../graphql/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useLocalDraft } from '../../../lib/local-draft';
import { uploadProgress } from '../../../lib/upload-fetch';
import { sameValues, useEnglishReview, type TextPair } from '../../../lib/english-review';
import { FormSection } from '../../../components/admin/FormSection';
import { APPLICATION_TYPES } from '../../../../server/common/upload-types';

export type ApplicationFormData = AdminApplicationForm_ApplicationFragment;

interface Texts extends Record<string, string> {
  name: string;
  version: string;
  descriptionTr: string;
  descriptionEn: string;
}

const PAIRS: TextPair<Texts>[] = [['descriptionTr', 'descriptionEn']];
type FileFieldName = 'file' | 'icon';
type Files = Record<FileFieldName, File | null>;
type FieldErrors = Partial<Record<keyof Texts | FileFieldName, string>>;

const textsOf = (app?: ApplicationFormData): Texts => ({
  name: app?.name ?? '', version: app?.version ?? '', descriptionTr: app?.descriptionTr ?? '', descriptionEn: app?.descriptionEn ?? '',
});

/** The application form (spec section 2): creates without `application`, edits with it; afterwards, the dashboard. */
export function ApplicationForm({ application: app }: { application?: ApplicationFormData }) {
  const { t } = useTranslation('adminApplication');
  const { t: ta } = useTranslation('admin');
  const errors = useAdminErrors('application');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => textsOf(app), [app]);
  const [texts, setTexts] = useState<Texts>(initial);
  const [files, setFiles] = useState<Files>({ file: null, icon: null });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const english = useEnglishReview(PAIRS, initial, texts, app?.englishOutdated ?? []);
  const draft = useLocalDraft<Texts>(`application:${app?.id ?? 'new'}`, texts, !sameValues(texts, initial));
  const iconUrl = useObjectUrl(files.icon);
  const [create] = useMutation(AdminCreateApplicationDocument);
  const [update] = useMutation(AdminUpdateApplicationDocument);

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
    if (!texts.name.trim()) found.name = errors.fieldText('name', 'REQUIRED');
    if (!app && !files.file) found.file = errors.fieldText('file', 'REQUIRED');
    if (Object.keys(found).length) return showErrors(found);

    const sending = !!(files.file || files.icon);
    setSaving(true);
    setProgress(sending ? 0 : null);
    const input = { ...texts, version: texts.version.trim() || null, confirmedEnglish: [...english.confirmed] };
    const context = sending ? { fetchOptions: uploadProgress(setProgress) } : undefined;
    try {
      if (app) await update({ variables: { id: app.id, input, file: files.file, icon: files.icon }, context });
      else await create({ variables: { input, file: files.file!, icon: files.icon }, context });
      draft.clear();
      notify.success(errors.text(app ? 'updated' : 'created'));
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

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
      {draft.draft && !sameValues(draft.draft.value, texts) ? (
        <DraftNotice savedAt={draft.draft.savedAt} onRestore={() => { setTexts(draft.draft!.value); draft.dismiss(); }} onDiscard={draft.clear} />
      ) : null}
      <Stack gap="6">
        <FormSection title={t('form.sections.basic')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '5' }}>
            <Field.Root required invalid={!!fieldErrors.name} disabled={saving}>
              <Field.Label>{t('form.name')}<Field.RequiredIndicator /></Field.Label>
              <Input name="name" value={texts.name} onChange={(e) => setText('name')(e.target.value)} />
              <Field.HelperText>{t('form.nameHint')}</Field.HelperText>
              <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!fieldErrors.version} disabled={saving}>
              <Field.Label>{t('form.version')}</Field.Label>
              <Input name="version" value={texts.version} placeholder="v1.0" onChange={(e) => setText('version')(e.target.value)} />
              <Field.HelperText>{t('form.versionHint')}</Field.HelperText>
              <Field.ErrorText>{fieldErrors.version}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('form.sections.descriptions')}>
          <BilingualField label={t('form.description')} name="description" rows={4} tr={texts.descriptionTr} en={texts.descriptionEn}
            onTrChange={setText('descriptionTr')} onEnChange={setText('descriptionEn')} errors={{ tr: fieldErrors.descriptionTr, en: fieldErrors.descriptionEn }}
            disabled={saving} outdated={english.outdated('descriptionEn')} onConfirmEnglish={() => english.markConfirmed('descriptionEn')} />
        </FormSection>
        <FormSection title={t('form.sections.files')}>
          <FileField label={t('form.file')} name="file" accept={APPLICATION_TYPES} file={files.file} onChange={setFile('file')} required={!app}
            current={app ? { originalName: app.file.originalName, size: app.file.size, url: app.downloadUrl } : null} error={fieldErrors.file} disabled={saving} />
          <FileField label={t('form.icon')} name="icon" accept="image/*" file={files.icon} onChange={setFile('icon')} error={fieldErrors.icon} disabled={saving} />
          <ImagePreview src={iconUrl ?? app?.iconUrl} alt={t('form.iconAlt', { name: texts.name })} alignSelf="flex-start" maxH="24" data-testid="icon-preview" />
        </FormSection>
        {progress != null ? <UploadProgress value={progress} label={t('form.uploading')} /> : null}
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="outline"><RouterLink to={paths.adminDashboard()}>{ta('form.cancel')}</RouterLink></Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={ta('form.saving')}>{ta(app ? 'form.update' : 'form.save')}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
