// The form of a downloadable kind (documents, applications): its name, the bilingual description, its files. What
// differs between the kinds (the name's fields, which files, the image) is handed in; the frame is one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualField } from './BilingualField';
import { FormSection } from './FormSection';
import { MultipartForm, type MultipartFormState } from './MultipartForm';
import { AccessNotice } from './AccessNotice';
import { FieldAccessProvider, type FieldAccess } from './use-access';

type BilingualWiring = Omit<Parameters<typeof BilingualField>[0], 'label' | 'name'>;

export function DownloadableForm({
  namespace,
  form,
  name,
  files,
  access,
}: {
  /** The kind's i18next namespace: form.sections.{basic,descriptions,files} and form.description. */
  namespace: string;
  form: MultipartFormState & { bilingual(name: 'description'): BilingualWiring };
  name: ReactNode;
  files: ReactNode;
  /** What the person may change (useRecordAccess): its fields follow it. */
  access: FieldAccess;
}) {
  const { t } = useTranslation(namespace);
  return (
    <FieldAccessProvider value={access}>
      <AccessNotice />
      <MultipartForm form={form}>
        <FormSection title={t('form.sections.basic')}>{name}</FormSection>
        <FormSection title={t('form.sections.descriptions')}>
          <BilingualField label={t('form.description')} name="description" rows={4} {...form.bilingual('description')} />
        </FormSection>
        <FormSection title={t('form.sections.files')}>{files}</FormSection>
      </MultipartForm>
    </FieldAccessProvider>
  );
}
