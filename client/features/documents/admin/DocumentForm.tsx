import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../../components/admin/BilingualField';
import { FileField } from '../../../components/admin/FileField';
import { FormSection } from '../../../components/admin/FormSection';
import { LibraryImageField } from '../../../components/admin/media/LibraryImageField';
import { MultipartForm } from '../../../components/admin/MultipartForm';
import { useMultipartForm, type MultipartRequest } from '../../../components/admin/use-multipart-form';
import {
  AdminCreateDocumentDocument,
  AdminUpdateDocumentDocument,
  type AdminDocumentForm_DocumentFragment,
} from '../../../graphql/admin/graphql';
import type { TextPair } from '../../../lib/english-review';
import { DOCUMENT_TYPES } from '../../../../server/shared/upload-types';

export type DocumentFormData = AdminDocumentForm_DocumentFragment;

interface Texts extends Record<string, string> {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
}

const PAIRS: TextPair<Texts>[] = [
  ['nameTr', 'nameEn'],
  ['descriptionTr', 'descriptionEn'],
];
type FileFieldName = 'fileTr' | 'fileEn' | 'coverImage';

const textsOf = (doc?: DocumentFormData): Texts => ({
  nameTr: doc?.nameTr ?? '',
  nameEn: doc?.nameEn ?? '',
  descriptionTr: doc?.descriptionTr ?? '',
  descriptionEn: doc?.descriptionEn ?? '',
});

const current = (file: DocumentFormData['fileTr'] | null | undefined, url: string | null | undefined) =>
  file ? { originalName: file.originalName, size: file.size, url } : null;

/** The document form: creates without `document`, edits with it; afterwards, the dashboard. */
export function DocumentForm({ document: doc }: { document?: DocumentFormData }) {
  const { t } = useTranslation('admin/document');
  const [create] = useMutation(AdminCreateDocumentDocument);
  const [update] = useMutation(AdminUpdateDocumentDocument);
  const save = ({ texts, files, picked, confirmedEnglish, context }: MultipartRequest<Texts, FileFieldName>) => {
    const input = { ...texts, confirmedEnglish, coverImageId: picked.coverImage?.id };
    const uploads = { fileEn: files.fileEn, coverImage: files.coverImage };
    if (doc) return update({ variables: { id: doc.id, input, fileTr: files.fileTr, ...uploads }, context });
    return create({ variables: { input, fileTr: files.fileTr!, ...uploads }, context });
  };
  const form = useMultipartForm({
    scope: 'document',
    record: doc,
    textsOf,
    noFiles: { fileTr: null, fileEn: null, coverImage: null },
    englishPairs: PAIRS,
    save,
    missing: (texts, files) => [!texts.nameTr.trim() && 'nameTr', !doc && !files.fileTr && 'fileTr'],
  });
  const { texts, files, fieldErrors, saving, setFile } = form;

  return (
    <MultipartForm form={form}>
      <FormSection title={t('form.sections.basic')}>
        <BilingualField label={t('form.name')} name="name" required={{ tr: true }} {...form.bilingual('name')} />
      </FormSection>
      <FormSection title={t('form.sections.descriptions')}>
        <BilingualField label={t('form.description')} name="description" rows={4} {...form.bilingual('description')} />
      </FormSection>
      <FormSection title={t('form.sections.files')}>
        <FileField
          label={t('form.fileTr')}
          name="fileTr"
          accept={DOCUMENT_TYPES}
          file={files.fileTr}
          onChange={setFile('fileTr')}
          required={!doc}
          current={current(doc?.fileTr, doc?.downloadUrlTr)}
          error={fieldErrors.fileTr}
          disabled={saving}
        />
        <FileField
          label={t('form.fileEn')}
          name="fileEn"
          accept={DOCUMENT_TYPES}
          file={files.fileEn}
          onChange={setFile('fileEn')}
          current={current(doc?.fileEn, doc?.downloadUrlEn)}
          error={fieldErrors.fileEn}
          disabled={saving}
        />
        <LibraryImageField
          label={t('form.cover')}
          name="coverImage"
          file={files.coverImage}
          onFile={setFile('coverImage')}
          picked={form.picked.coverImage}
          onPick={form.pickImage('coverImage')}
          currentUrl={doc?.coverImageUrl}
          previewAlt={t('form.coverAlt', { name: texts.nameTr })}
          preview={{ 'data-testid': 'cover-preview' }}
          error={fieldErrors.coverImage}
          disabled={saving}
        />
      </FormSection>
    </MultipartForm>
  );
}
