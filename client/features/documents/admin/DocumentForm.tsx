import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../../components/admin/BilingualField';
import { FileField } from '../../../components/admin/FileField';
import { DownloadableForm } from '../../../components/admin/DownloadableForm';
import { LibraryImageField } from '../../../components/admin/media/LibraryImageField';
import { useMultipartForm, type MultipartRequest } from '../../../components/admin/use-multipart-form';
import {
  AdminCreateDocumentDocument,
  AdminUpdateDocumentDocument,
  type AdminDocumentForm_DocumentFragment,
} from '../../../graphql/admin/graphql';
import type { TextPair } from '../../../lib/english-review';
import { DOCUMENT_TYPES } from '../../../../server/shared/upload-types';
import { useRecordAccess } from '../../../components/admin/use-access';
import { adminPaths } from '../../../config/admin-paths';

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
  const save = async ({ texts, files, picked, confirmedEnglish, draft, context }: MultipartRequest<Texts, FileFieldName>) => {
    const input = { ...texts, confirmedEnglish, coverImageId: picked.coverImage?.id };
    const uploads = { fileEn: files.fileEn, coverImage: files.coverImage };
    if (doc) return (await update({ variables: { id: doc.id, input, fileTr: files.fileTr, ...uploads }, context })).data?.updateDocument;
    return (await create({ variables: { input: { ...input, draft }, fileTr: files.fileTr!, ...uploads }, context })).data?.createDocument;
  };
  const form = useMultipartForm({
    scope: 'admin/document:document',
    record: doc,
    textsOf,
    noFiles: { fileTr: null, fileEn: null, coverImage: null },
    englishPairs: PAIRS,
    save,
    editPath: adminPaths.adminDocument,
    missing: (texts, files) => [!texts.nameTr.trim() && 'nameTr', !doc && !files.fileTr && 'fileTr'],
  });
  const { texts } = form;

  // An author changes drafts only (a published one opens read only); a translator writes the English.
  const access = useRecordAccess(doc ? 'updateDocument' : 'createDocument', doc ? doc.status === 'DRAFT' : true);
  return (
    <DownloadableForm
      kind="documents"
      record={doc}
      access={access}
      namespace="admin/document"
      form={form}
      name={<BilingualField label={t('form.name')} name="name" required={{ tr: true }} {...form.bilingual('name')} />}
      files={
        <>
          <FileField
            label={t('form.fileTr')}
            accept={DOCUMENT_TYPES}
            required={!doc}
            current={current(doc?.fileTr, doc?.downloadUrlTr)}
            {...form.fileField('fileTr')}
          />
          <FileField
            label={t('form.fileEn')}
            accept={DOCUMENT_TYPES}
            current={current(doc?.fileEn, doc?.downloadUrlEn)}
            {...form.fileField('fileEn')}
          />
          <LibraryImageField
            label={t('form.cover')}
            currentUrl={doc?.coverImageUrl}
            previewAlt={t('form.coverAlt', { name: texts.nameTr })}
            preview={{ 'data-testid': 'cover-preview' }}
            {...form.imageField('coverImage')}
          />
        </>
      }
    />
  );
}
