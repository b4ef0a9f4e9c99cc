// The blog form (/admin/blog/new and /admin/blog/{id}): both languages of each text side by side, the slug
// following the Turkish title, the category (always Genel), the image with its preview and upload progress.
import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { History, RefreshCw } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { BilingualField } from '../../../components/admin/BilingualField';
import { DraftNotice } from '../../../components/admin/DraftNotice';
import { FormSection } from '../../../components/admin/FormSection';
import { PublishPanel } from '../../../components/admin/publishing/PublishPanel';
import { PublishChoice } from '../../../components/admin/publishing/PublishChoice';
import { SeoFields } from '../../../components/admin/seo/SeoFields';
import { useObjectUrl } from '../../../components/admin/ImagePreview';
import { LibraryImageField } from '../../../components/admin/media/LibraryImageField';
import { useLibraryImagePicker } from '../../../components/admin/media/use-library-image-picker';
import { SaveBar } from '../../../components/admin/SaveBar';
import { AccessNotice } from '../../../components/admin/AccessNotice';
import { ReviewPanel } from '../../../components/admin/review/ReviewPanel';
import { FieldAccessProvider, useAccess, useRecordAccess } from '../../../components/admin/use-access';
import { useLeaveGuard } from '../../../components/admin/use-leave-guard';
import { notify } from '../../../components/admin/toaster';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import type { AdminBlogForm_BlogFragment } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { localized, seoDerived } from '../../../lib/localized';
import { useBlogForm, type Pair } from './use-blog-form';
import { BLOG_CATEGORY, categoryName } from './blog-category';

/** Text area rows; the content has the visual editor instead. */
const ROWS: Record<Pair, number | undefined> = { title: undefined, summary: 3, content: undefined };

export function BlogForm({ blog }: { blog: AdminBlogForm_BlogFragment | null }) {
  const { t, i18n } = useTranslation('admin/blog');
  const { t: tp } = useTranslation('admin/publishing');
  const errors = useAdminErrors('admin/blog:blog');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // A new post is saved as a draft unless the editor chooses to publish it (which needs its image).
  const [asDraft, setAsDraft] = useState(true);
  const form = useBlogForm(blog);
  const leaveDialog = useLeaveGuard(form.unsaved);
  const chosenUrl = useObjectUrl(form.file);
  const { values, fieldErrors, saving } = form;
  const mayPublish = useAccess().may('publishBlog');
  // What this person may change here: all, the English only (a translator), or nothing (an author, once it is public).
  const access = useRecordAccess(blog ? 'updateBlog' : 'createBlog', !blog || blog.status === 'DRAFT');
  const fixed = saving || access !== 'all';
  // The post page's own rule, with the blog's description in each language as its last resort.
  const derived = (lng: 'tr' | 'en') =>
    seoDerived(
      lng,
      localized(lng, values.titleTr, values.titleEn),
      [values.summaryTr, values.summaryEn],
      i18n.getFixedT(lng, 'blog')('meta.description'),
    );

  const focus = (field: string) => {
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${field}"], [data-field="${field}"]`);
    input?.focus();
    input?.scrollIntoView?.({ block: 'center' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draftChosen = asDraft && !blog;
    const result = await form.save(draftChosen);
    if (result.ok && draftChosen) {
      // A draft stays on its edit page: preview it, publish it, or go on editing.
      notify.success(tp('draftSaved'));
      void navigate(adminPaths.adminBlog(result.id), { replace: true });
      return;
    }
    if (result.ok) {
      notify.success(errors.text(result.created ? 'created' : 'updated'));
      // After a successful save, back to the dashboard.
      void navigate(adminPaths.adminDashboard());
      return;
    }
    if (result.field) focus(result.field);
    else if (result.text) notify.error(result.text);
  };

  const images = useLibraryImagePicker();
  const pair = (name: Pair) => (
    <BilingualField
      label={t(`form.${name}`)}
      name={name}
      rows={ROWS[name]}
      required={{ tr: true, en: true }}
      tr={values[`${name}Tr`]}
      en={values[`${name}En`]}
      onTrChange={(v) => form.setText(`${name}Tr`, v)}
      onEnChange={(v) => form.setText(`${name}En`, v)}
      errors={{ tr: fieldErrors[`${name}Tr`], en: fieldErrors[`${name}En`] }}
      outdated={form.outdated(name)}
      onConfirmEnglish={() => form.confirmEnglish(name)}
      rich={name === 'content'}
      onPickImage={name === 'content' ? images.pick : undefined}
      disabled={saving}
    />
  );

  return (
    <FieldAccessProvider value={access}>
      <AdminPage
        title={blog ? t('form.editTitle') : t('form.newTitle')}
        back={adminPaths.adminBlogs()}
        actions={
          blog ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={adminPaths.adminBlogVersions(blog.id)}>
                <History aria-hidden="true" />
                {t('admin/versions:open')}
              </RouterLink>
            </Button>
          ) : null
        }
      >
        {form.draft ? <DraftNotice savedAt={form.draft.savedAt} onRestore={form.restoreDraft} onDiscard={form.discardDraft} /> : null}
        <AccessNotice />
        {blog ? <PublishPanel kind="blog" id={blog.id} status={blog.status} publishedAt={blog.publishedAt} /> : null}
        {blog ? <ReviewPanel kind="blog" id={blog.id} status={blog.status} /> : null}
        <form ref={formRef} onSubmit={submit} noValidate aria-busy={saving}>
          <Stack gap="6">
            <FormSection title={t('form.texts')}>
              {pair('title')}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '5' }}>
                <Field.Root invalid={!!fieldErrors.slug}>
                  <Field.Label>{t('form.slug')}</Field.Label>
                  <Input
                    name="slug"
                    value={values.slug}
                    disabled={fixed}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => form.setSlug(e.target.value)}
                  />
                  <Field.HelperText>{values.slug ? t('form.slugHint', { slug: values.slug }) : t('form.slugAuto')}</Field.HelperText>
                  <Field.ErrorText data-testid="slug-error">{fieldErrors.slug}</Field.ErrorText>
                  {form.slugEdited && values.titleTr.trim() ? (
                    <Button size="xs" variant="ghost" colorPalette="brand" mt="1" onClick={form.regenerateSlug} disabled={fixed}>
                      <RefreshCw size={12} aria-hidden="true" />
                      {t('form.regenerate')}
                    </Button>
                  ) : null}
                </Field.Root>
                <Field.Root readOnly>
                  <Field.Label>{t('form.category')}</Field.Label>
                  <Input name="category" value={categoryName(t, blog?.category ?? BLOG_CATEGORY)} readOnly bg="gray.50" />
                  <Field.HelperText>{t('form.categoryHint')}</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              {pair('summary')}
              {pair('content')}
            </FormSection>
            <FormSection title={t('form.image')}>
              <LibraryImageField
                label={t('form.image')}
                name="image"
                file={form.file}
                onFile={form.chooseFile}
                picked={form.libraryImage}
                onPick={form.chooseLibraryImage}
                currentUrl={blog?.imageUrl}
                previewAlt={form.file ? t('form.imageChosen') : t('form.imageCurrent')}
                preview={{ maxW: { base: 'full', md: '64' }, 'data-testid': 'image-preview' }}
                required={!blog && !asDraft && !form.libraryImage}
                error={fieldErrors.image}
                disabled={fixed}
                beside
              />
            </FormSection>
            <FormSection title={t('admin/common:seo.section')}>
              <SeoFields
                values={values}
                onChange={form.setSeo}
                errors={fieldErrors}
                disabled={saving}
                image={chosenUrl ?? form.libraryImage?.url ?? blog?.imageUrl}
                shareImage={values.shareImage}
                onShareImage={form.setShareImage}
                path={values.slug.trim() ? paths.blogPost(values.slug.trim()) : null}
                derived={{ tr: derived('tr'), en: derived('en') }}
              />
            </FormSection>
            <SaveBar
              cancelTo={adminPaths.adminBlogs()}
              editing={!!blog}
              saving={saving}
              upload={form.upload}
              extra={blog || !mayPublish ? null : <PublishChoice draft={asDraft} onChange={setAsDraft} disabled={saving} />}
            />
          </Stack>
        </form>
        {images.dialog}
        {leaveDialog}
      </AdminPage>
    </FieldAccessProvider>
  );
}
