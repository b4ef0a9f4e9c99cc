import { useMutation } from '@apollo/client/react';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/admin/FileField';
import { DownloadableForm } from '../../../components/admin/DownloadableForm';
import { LibraryImageField } from '../../../components/admin/media/LibraryImageField';
import { useMultipartForm, type MultipartRequest } from '../../../components/admin/use-multipart-form';
import {
  AdminCreateApplicationDocument,
  AdminUpdateApplicationDocument,
  type AdminApplicationForm_ApplicationFragment,
} from '../../../graphql/admin/graphql';
import type { TextPair } from '../../../lib/english-review';
import { APPLICATION_TYPES } from '../../../../server/shared/upload-types';
import { useRecordAccess } from '../../../components/admin/use-access';
import { adminPaths } from '../../../config/admin-paths';

export type ApplicationFormData = AdminApplicationForm_ApplicationFragment;

interface Texts extends Record<string, string> {
  name: string;
  version: string;
  descriptionTr: string;
  descriptionEn: string;
}

const PAIRS: TextPair<Texts>[] = [['descriptionTr', 'descriptionEn']];
type FileFieldName = 'file' | 'icon';

const textsOf = (app?: ApplicationFormData): Texts => ({
  name: app?.name ?? '',
  version: app?.version ?? '',
  descriptionTr: app?.descriptionTr ?? '',
  descriptionEn: app?.descriptionEn ?? '',
});

/** The application form: creates without `application`, edits with it; afterwards, the dashboard. */
export function ApplicationForm({ application: app }: { application?: ApplicationFormData }) {
  const { t } = useTranslation('admin/application');
  const [create] = useMutation(AdminCreateApplicationDocument);
  const [update] = useMutation(AdminUpdateApplicationDocument);
  const save = async ({ texts, files, picked, confirmedEnglish, draft, context }: MultipartRequest<Texts, FileFieldName>) => {
    const input = { ...texts, version: texts.version.trim() || null, confirmedEnglish, iconId: picked.icon?.id };
    if (app)
      return (await update({ variables: { id: app.id, input, file: files.file, icon: files.icon }, context })).data?.updateApplication;
    return (await create({ variables: { input: { ...input, draft }, file: files.file!, icon: files.icon }, context })).data
      ?.createApplication;
  };
  const form = useMultipartForm({
    scope: 'admin/application:application',
    record: app,
    textsOf,
    noFiles: { file: null, icon: null },
    englishPairs: PAIRS,
    save,
    editPath: adminPaths.adminApplication,
    missing: (texts, files) => [!texts.name.trim() && 'name', !app && !files.file && 'file'],
  });
  const { texts, fieldErrors, saving, setText } = form;

  // An author changes drafts only (a published one opens read only); a translator writes the English.
  const access = useRecordAccess(app ? 'updateApplication' : 'createApplication', app ? app.status === 'DRAFT' : true);
  return (
    <DownloadableForm
      kind="applications"
      record={app}
      access={access}
      namespace="admin/application"
      form={form}
      name={
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '5' }}>
          <Field.Root required invalid={!!fieldErrors.name} disabled={saving} readOnly={access !== 'all'}>
            <Field.Label>
              {t('form.name')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="name" value={texts.name} onChange={(e) => setText('name')(e.target.value)} />
            <Field.HelperText>{t('form.nameHint')}</Field.HelperText>
            <Field.ErrorText>{fieldErrors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!fieldErrors.version} disabled={saving} readOnly={access !== 'all'}>
            <Field.Label>{t('form.version')}</Field.Label>
            <Input name="version" value={texts.version} placeholder="v1.0" onChange={(e) => setText('version')(e.target.value)} />
            <Field.HelperText>{t('form.versionHint')}</Field.HelperText>
            <Field.ErrorText>{fieldErrors.version}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      }
      files={
        <>
          <FileField
            label={t('form.file')}
            accept={APPLICATION_TYPES}
            required={!app}
            current={app ? { originalName: app.file.originalName, size: app.file.size, url: app.downloadUrl } : null}
            {...form.fileField('file')}
          />
          <LibraryImageField
            label={t('form.icon')}
            currentUrl={app?.iconUrl}
            previewAlt={t('form.iconAlt', { name: texts.name })}
            preview={{ maxH: '24', 'data-testid': 'icon-preview' }}
            {...form.imageField('icon')}
          />
        </>
      }
    />
  );
}
