// Saving a product: the image first (uploadImage), then the product with its groups and specs (one transaction on
// the server), then the queued file removals and the new files, uploaded with the id the save answered.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminAddProductFileDocument,
  AdminCreateProductDocument,
  AdminDeleteProductFileDocument,
  AdminUpdateProductDocument,
  AdminUploadProductImageDocument,
  type AdminProductFile_FileFragment,
  type AdminProductForm_ProductFragment,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useUploadStatus } from '../../../components/admin/use-upload-status';
import { FORM_FIELDS, missingFields, toInput, type FieldErrors, type ProductValues } from './product-form-values';
import type { PendingFile } from './ProductFilesEditor';

export type SaveOutcome =
  /** Nothing was saved: what to show next to the inputs, and what has no input of its own. */
  | { saved: false; fieldErrors: FieldErrors; message?: string }
  /** The product is saved; `problems` tells which file uploads or removals failed (those stay listed). */
  | { saved: true; product: AdminProductForm_ProductFragment; created: boolean; problems: string[] };

export interface SaveRequest {
  productId: number | null;
  values: ProductValues;
  image: File | null;
  /** The stored image is dropped (the site shows the default image). */
  removeImage?: boolean;
  /** A library image chosen instead of a file (its stored name). */
  libraryImage?: string | null;
  confirmedEnglish: string[];
  stored: readonly AdminProductFile_FileFragment[];
  /** A new product is saved as a draft: visitors see it once published. */
  draft?: boolean;
}

export function useProductSave() {
  const { t } = useTranslation('admin/product');
  const client = useApolloClient();
  const errors = useAdminErrors('admin/product:product');
  const fileErrors = useAdminErrors('admin/product:productFile');
  const [uploadImage] = useMutation(AdminUploadProductImageDocument);
  const [create] = useMutation(AdminCreateProductDocument);
  const [update] = useMutation(AdminUpdateProductDocument);
  const [addFile] = useMutation(AdminAddProductFileDocument);
  const [deleteFile] = useMutation(AdminDeleteProductFileDocument);
  const [saving, setSaving] = useState(false);
  const upload = useUploadStatus();
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [removals, setRemovals] = useState<number[]>([]);
  /** An image uploaded for a save that then failed is not sent twice. */
  const uploadedImage = useRef<{ file: File; name: string } | null>(null);

  const patchPending = (key: string, patch: Partial<PendingFile>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const sendImage = async (file: File): Promise<string> => {
    if (uploadedImage.current?.file === file) return uploadedImage.current.name;
    try {
      const { data } = await uploadImage({ variables: { file }, context: { fetchOptions: upload.track(file.name) } });
      uploadedImage.current = { file, name: data!.uploadImage };
      return data!.uploadImage;
    } finally {
      upload.finish();
    }
  };

  const sendProduct = async (productId: number | null, input: ReturnType<typeof toInput>, draft?: boolean) => {
    if (productId) return (await update({ variables: { id: productId, input } })).data!.updateProduct;
    return (await create({ variables: { input: { ...input, draft: !!draft } } })).data!.createProduct;
  };

  /** Removals, then uploads, one after the other (each upload shows its own progress). */
  const sendFiles = async (productId: number, stored: SaveRequest['stored']): Promise<string[]> => {
    const problems: string[] = [];
    for (const id of removals) {
      try {
        await deleteFile({ variables: { id } });
        setRemovals((list) => list.filter((r) => r !== id));
      } catch (error) {
        const name = stored.find((f) => f.id === id)?.file.originalName ?? String(id);
        problems.push(t('files.deleteFailed', { name, reason: fileErrors.describe(error, 'delete').text }));
      }
    }
    for (const p of pending) {
      patchPending(p.key, { progress: 0, error: null });
      // The save bar shows the upload under way; the file's own row shows its share of the bytes.
      const tracked = upload.track(p.file.name);
      const onUploadProgress = (progress: number) => {
        tracked.onUploadProgress?.(progress);
        patchPending(p.key, { progress });
      };
      try {
        await addFile({
          variables: { productId, file: p.file, fileTypeTr: p.fileTypeTr, fileTypeEn: p.fileTypeEn },
          context: { fetchOptions: { ...tracked, onUploadProgress } },
        });
        setPending((list) => list.filter((x) => x.key !== p.key));
      } catch (error) {
        const reason = fileErrors.describe(error, 'save').text;
        patchPending(p.key, { progress: null, error: reason });
        problems.push(t('files.uploadFailed', { name: p.file.name, reason }));
      } finally {
        upload.finish();
      }
    }
    return problems;
  };

  const save = async ({
    productId,
    values,
    image,
    removeImage,
    libraryImage,
    confirmedEnglish,
    stored,
    draft,
  }: SaveRequest): Promise<SaveOutcome> => {
    const missing = missingFields(values);
    if (Object.keys(missing).length) {
      return {
        saved: false,
        fieldErrors: Object.fromEntries(Object.entries(missing).map(([path, reason]) => [path, errors.fieldText(path, reason)])),
      };
    }
    setSaving(true);
    try {
      let imageName: string | null | undefined = removeImage ? null : (libraryImage ?? undefined);
      try {
        if (image) imageName = await sendImage(image);
      } catch (error) {
        return { saved: false, fieldErrors: { image: errors.describe(error, 'save').text } };
      }
      let product: AdminProductForm_ProductFragment;
      try {
        product = await sendProduct(productId, toInput(values, { image: imageName, confirmedEnglish }), draft);
      } catch (error) {
        const { text, path } = errors.describe(error, 'save');
        const onForm = path && (FORM_FIELDS.includes(path) || /^specGroups\.\d+\./.test(path));
        return onForm ? { saved: false, fieldErrors: { [path]: text } } : { saved: false, fieldErrors: {}, message: text };
      }
      uploadedImage.current = null;
      const problems = await sendFiles(product.id, stored);
      // Lists elsewhere in the admin and the site read the product afresh.
      client.cache.evict({ fieldName: 'products' });
      client.cache.gc();
      return { saved: true, product, created: !productId, problems };
    } finally {
      setSaving(false);
    }
  };

  return {
    save,
    saving,
    upload: upload.status,
    pending,
    removals,
    addPending: (file: PendingFile) => setPending((list) => [...list, file]),
    removePending: (key: string) => setPending((list) => list.filter((p) => p.key !== key)),
    toggleRemoval: (id: number) => setRemovals((list) => (list.includes(id) ? list.filter((r) => r !== id) : [...list, id])),
  };
}
