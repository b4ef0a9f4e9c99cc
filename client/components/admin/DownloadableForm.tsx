// The form of a downloadable kind (documents, applications): its name, the bilingual description, its files. What
// differs between the kinds (the name's fields, which files, the image) is handed in; the frame is one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualField } from './BilingualField';
import { FormSection } from './FormSection';
import { MultipartForm, type MultipartFormState } from './MultipartForm';

type BilingualWiring = Omit<Parameters<typeof BilingualField>[0], 'label' | 'name'>;

export function DownloadableForm({
  namespace,
  form,
  name,
  files,
}: {
  /** The kind's i18next namespace: form.sections.{basic,descriptions,files} and form.description. */
  namespace: string;
  form: MultipartFormState & { bilingual(name: 'description'): BilingualWiring };
  name: ReactNode;
  files: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <MultipartForm form={form}>
      <FormSection title={t('form.sections.basic')}>{name}</FormSection>
      <FormSection title={t('form.sections.descriptions')}>
        <BilingualField label={t('form.description')} name="description" rows={4} {...form.bilingual('description')} />
      </FormSection>
      <FormSection title={t('form.sections.files')}>{files}</FormSection>
    </MultipartForm>
  );
}
