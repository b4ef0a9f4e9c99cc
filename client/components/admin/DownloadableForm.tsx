// The form of a downloadable kind (documents, applications): its publication and review (a stored one), its name,
// the bilingual description, its files, and for a new one the publish-or-draft choice. What differs between the kinds
// (the name's fields, which files, the image) is handed in; the frame is one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationStatus } from '../../graphql/admin/graphql';
import { BilingualField } from './BilingualField';
import { FormSection } from './FormSection';
import { MultipartForm, type MultipartFormState } from './MultipartForm';
import { AccessNotice } from './AccessNotice';
import { PublishChoice } from './publishing/PublishChoice';
import { PublishPanel } from './publishing/PublishPanel';
import { PUBLISH_KINDS } from './publishing/publish-kinds';
import { ReviewPanel } from './review/ReviewPanel';
import { FieldAccessProvider, useAccess, type FieldAccess } from './use-access';

type BilingualWiring = Omit<Parameters<typeof BilingualField>[0], 'label' | 'name'>;

export function DownloadableForm({
  kind,
  record,
  namespace,
  form,
  name,
  files,
  access,
}: {
  kind: 'documents' | 'applications';
  /** The stored record's publication; none for a new one. */
  record?: { id: number; status: PublicationStatus; publishedAt?: string | null };
  /** The kind's i18next namespace: form.sections.{basic,descriptions,files} and form.description. */
  namespace: string;
  form: MultipartFormState & { bilingual(name: 'description'): BilingualWiring; asDraft: boolean; setAsDraft(draft: boolean): void };
  name: ReactNode;
  files: ReactNode;
  /** What the person may change (useRecordAccess): its fields follow it. */
  access: FieldAccess;
}) {
  const { t } = useTranslation(namespace);
  // Someone who may not publish saves a draft whatever the choice: they are offered none.
  const publishes = useAccess().may(`publish${PUBLISH_KINDS[kind].type}`);
  const choice = !record && publishes ? <PublishChoice draft={form.asDraft} onChange={form.setAsDraft} disabled={form.saving} /> : null;
  return (
    <FieldAccessProvider value={access}>
      <AccessNotice />
      {record ? <PublishPanel kind={kind} id={record.id} status={record.status} publishedAt={record.publishedAt} /> : null}
      {record ? <ReviewPanel kind={kind} id={record.id} status={record.status} /> : null}
      <MultipartForm form={form} extra={choice}>
        <FormSection title={t('form.sections.basic')}>{name}</FormSection>
        <FormSection title={t('form.sections.descriptions')}>
          <BilingualField label={t('form.description')} name="description" rows={4} {...form.bilingual('description')} />
        </FormSection>
        <FormSection title={t('form.sections.files')}>{files}</FormSection>
      </MultipartForm>
    </FieldAccessProvider>
  );
}
