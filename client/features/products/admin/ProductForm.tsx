// The product form (/admin/product/new, /admin/product/{id}): loads the product, keeps what is typed as a local
// draft, asks before unsaved changes are left, saves (useProductSave), reports the spec's texts and stays on the form.
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ExternalLink, History } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DraftNotice } from '../../../components/admin/DraftNotice';
import { FormSection } from '../../../components/admin/FormSection';
import { useObjectUrl } from '../../../components/admin/ImagePreview';
import { PublishPanel } from '../../../components/admin/publishing/PublishPanel';
import { AccessNotice } from '../../../components/admin/AccessNotice';
import { ReviewPanel } from '../../../components/admin/review/ReviewPanel';
import { FieldAccessProvider, useAccess, useRecordAccess } from '../../../components/admin/use-access';
import { PublishChoice } from '../../../components/admin/publishing/PublishChoice';
import { SaveBar } from '../../../components/admin/SaveBar';
import { notify } from '../../../components/admin/toaster';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import { AdminProductDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useEnglishReview, type TextPair } from '../../../lib/english-review';
import { useLocalDraft } from '../../../lib/local-draft';
import { useLeaveGuard } from '../../../components/admin/use-leave-guard';
import { emptyProduct, valuesOf, withTypedRows, type FieldErrors, type ProductValues } from './product-form-values';
import { BasicFields, DescriptionFields, SeoSection } from './ProductFields';
import { ProductFilesEditor } from './ProductFilesEditor';
import { ProductImageField } from './ProductImageField';
import type { MediaItem } from '../../../components/admin/media/use-media-library';
import { SpecGroupsEditor } from './SpecGroupsEditor';
import { useProductSave } from './use-product-save';

const ENGLISH_PAIRS: readonly TextPair<ProductValues>[] = [
  ['shortDescriptionTr', 'shortDescriptionEn'],
  ['longDescriptionTr', 'longDescriptionEn'],
];

/** `routeId`: 'new' or the product's id. After a create the form stays mounted while the address gains the id. */
export function ProductForm({ routeId }: { routeId: string }) {
  const { t } = useTranslation('admin/product');
  const { t: tp } = useTranslation('admin/publishing');
  const navigate = useNavigate();
  const errors = useAdminErrors('admin/product:product');
  const formRef = useRef<HTMLFormElement>(null);
  const [productId, setProductId] = useState<number | null>(() => (routeId === 'new' ? null : Number(routeId)));
  const validId = productId === null || (Number.isInteger(productId) && productId > 0);
  const query = useQuery(AdminProductDocument, {
    variables: { id: productId ?? 0 },
    skip: !productId || !validId,
    fetchPolicy: 'network-only',
  });
  const product = query.data?.product ?? null;

  const [values, setValues] = useState<ProductValues | null>(() => (productId === null ? emptyProduct() : null));
  const [dirty, setDirty] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [libraryImage, setLibraryImage] = useState<MediaItem | null>(null);
  const files = useProductSave();
  const chosenImageUrl = useObjectUrl(image);
  // A new product is saved as a draft unless the editor chooses to publish it.
  const [asDraft, setAsDraft] = useState(true);
  const draft = useLocalDraft(`product:${productId ?? 'new'}`, values, dirty && !!values);
  const leaveDialog = useLeaveGuard(
    dirty || !!image || removeImage || !!libraryImage || files.pending.length > 0 || files.removals.length > 0,
  );
  const english = useEnglishReview(ENGLISH_PAIRS, product ? valuesOf(product) : null, values, product?.englishOutdated ?? []);

  const mayPublish = useAccess().may('publishProduct');
  // What this person may change here: all, the English only (a translator), or nothing (an author, once it is public).
  const access = useRecordAccess(productId !== null ? 'updateProduct' : 'createProduct', !product || product.status === 'DRAFT');

  useEffect(() => {
    if (product && !values) setValues(valuesOf(product));
  }, [product, values]);

  if (!validId || (productId && !values)) {
    const failed = !validId || query.error || (!query.loading && query.data && !product);
    return (
      <AdminPage title={t('form.titleEdit')} back={adminPaths.adminProducts()}>
        {failed ? (
          <Alert.Root status="error" role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{query.error || !validId ? errors.text('load') : t('form.notFound')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Center py="16" gap="3" role="status">
            <Spinner color="brand.500" />
            <Text>{t('form.loading')}</Text>
          </Center>
        )}
      </AdminPage>
    );
  }
  if (!values) return null;

  const change = (patch: Partial<ProductValues>) => {
    // Functional: one event may change two parts (a group added and its "add" row emptied).
    setValues((current) => current && { ...current, ...patch });
    setDirty(true);
    const keys = Object.keys(patch);
    if (keys.some((k) => fieldErrors[k]))
      setFieldErrors(Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => !keys.includes(k))));
  };
  const clearErrors = (prefix: string) =>
    setFieldErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([k]) => !(k === prefix || (prefix.endsWith('.') && k.startsWith(prefix))))),
    );
  const saving = files.saving;
  const fixed = saving || access !== 'all';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const draftChosen = asDraft && productId === null;
    // What is typed into an "add" row in whole is added, as its button would; a row typed in part stops the save.
    const sent = withTypedRows(values);
    if (sent !== values) setValues(sent);
    const outcome = await files.save({
      productId,
      values: sent,
      image,
      removeImage: removeImage && !image && !libraryImage,
      libraryImage: image ? null : libraryImage?.storedName,
      confirmedEnglish: english.confirmed,
      stored: product?.files ?? [],
      draft: draftChosen,
    });
    if (!outcome.saved) {
      setFieldErrors(outcome.fieldErrors);
      if (outcome.message) notify.error(outcome.message);
      const first = Object.keys(outcome.fieldErrors)[0];
      if (first)
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"]`)?.focus());
      return;
    }
    setDirty(false);
    draft.clear();
    setImage(null);
    setRemoveImage(false);
    setLibraryImage(null);
    english.resetConfirmed();
    setProductId(outcome.product.id);
    setValues(valuesOf(outcome.product));
    // Saved: the form stays, now editing what was saved (preview it, publish it, go on editing). A file that did not
    // go through is said, and stays listed to be sent again.
    if (outcome.problems.length) outcome.problems.forEach((problem) => notify.error(problem));
    else notify.success(draftChosen ? tp('draftSaved') : errors.text(outcome.created ? 'created' : 'updated'));
    if (outcome.created) void navigate(adminPaths.adminProduct(outcome.product.id), { replace: true, state: { createdFrom: routeId } });
    else await query.refetch().catch(() => undefined);
  };

  const editing = productId !== null;
  return (
    <FieldAccessProvider value={access}>
      <AdminPage
        title={editing ? t('form.titleEdit') : t('form.titleNew')}
        back={adminPaths.adminProducts()}
        actions={
          product ? (
            <>
              <Button asChild variant="outline" size="sm">
                <RouterLink to={adminPaths.adminProductVersions(product.id)}>
                  <History aria-hidden="true" />
                  {t('admin/versions:open')}
                </RouterLink>
              </Button>
              {product.status === 'PUBLISHED' ? (
                <Button asChild variant="outline" size="sm">
                  <a href={paths.product(product.slug)} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden="true" />
                    {t('form.viewOnSite')}
                  </a>
                </Button>
              ) : null}
            </>
          ) : null
        }
      >
        {draft.draft && draft.draft.value ? (
          <DraftNotice
            savedAt={draft.draft.savedAt}
            onDiscard={draft.clear}
            onRestore={() => {
              setValues({ ...(product ? valuesOf(product) : emptyProduct()), ...draft.draft!.value });
              setDirty(true);
              draft.dismiss();
            }}
          />
        ) : null}
        <AccessNotice />
        {product ? <PublishPanel kind="products" id={product.id} status={product.status} publishedAt={product.publishedAt} /> : null}
        {product ? <ReviewPanel kind="products" id={product.id} status={product.status} /> : null}
        <form ref={formRef} onSubmit={submit} noValidate aria-busy={saving}>
          <Stack gap="6">
            <FormSection title={t('form.sections.basic')}>
              <BasicFields values={values} onChange={change} errors={fieldErrors} disabled={fixed} />
            </FormSection>
            <FormSection title={t('form.sections.descriptions')}>
              <DescriptionFields
                values={values}
                onChange={change}
                errors={fieldErrors}
                disabled={saving}
                outdated={english.outdated}
                onConfirmEnglish={english.markConfirmed}
              />
            </FormSection>
            <FormSection title={t('form.sections.specs')}>
              <SpecGroupsEditor
                groups={values.specGroups}
                onChange={(specGroups) => change({ specGroups })}
                errors={fieldErrors}
                clearErrors={clearErrors}
                disabled={saving}
                newGroup={values.newGroup}
                onNewGroupChange={(newGroup) => change({ newGroup })}
              />
            </FormSection>
            <FormSection title={t('form.sections.files')}>
              <ProductFilesEditor
                stored={product?.files ?? []}
                removals={files.removals}
                onToggleRemoval={files.toggleRemoval}
                pending={files.pending}
                onAdd={files.addPending}
                onRemovePending={files.removePending}
                disabled={fixed}
              />
            </FormSection>
            <FormSection title={t('form.sections.image')}>
              <ProductImageField
                file={image}
                onChange={(f) => {
                  setImage(f);
                  setLibraryImage(null);
                  clearErrors('image');
                }}
                picked={libraryImage}
                onPick={(item) => {
                  setLibraryImage(item);
                  setImage(null);
                  setRemoveImage(false);
                  setDirty(true);
                  clearErrors('image');
                }}
                currentUrl={removeImage || !product?.image ? null : product.imageUrl}
                onRemove={
                  product?.image && !removeImage
                    ? () => {
                        setRemoveImage(true);
                        setDirty(true);
                      }
                    : undefined
                }
                onUndoRemove={removeImage ? () => setRemoveImage(false) : undefined}
                error={fieldErrors.image}
                disabled={fixed}
              />
            </FormSection>
            <FormSection title={t('admin/common:seo.section')}>
              <SeoSection
                values={values}
                onChange={change}
                errors={fieldErrors}
                disabled={saving}
                image={chosenImageUrl ?? (removeImage || !product ? paths.image('default.jpg') : product.imageUrl)}
              />
            </FormSection>
            <SaveBar
              cancelTo={adminPaths.adminProducts()}
              editing={editing}
              saving={saving}
              sticky
              upload={files.upload}
              extra={editing || !mayPublish ? null : <PublishChoice draft={asDraft} onChange={setAsDraft} disabled={saving} />}
            />
          </Stack>
        </form>
        {leaveDialog}
      </AdminPage>
    </FieldAccessProvider>
  );
}
