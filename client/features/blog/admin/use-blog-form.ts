// The blog form's state and its save: texts, the slug that follows the Turkish title, the image upload with its
// progress, the English "may be out of date" marks, and the local draft that keeps what is typed.
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { SEO_FIELDS, type SeoField } from '../../../../server/shared/seo-fields';
import { slugify } from '../../../../server/shared/slug';
import type { MediaItem } from '../../../components/admin/media/use-media-library';
import type { ShareImage } from '../../../components/admin/seo/SeoFields';
import {
  AdminCreateBlogDocument,
  AdminUpdateBlogDocument,
  AdminUploadBlogImageDocument,
  type AdminBlogForm_BlogFragment,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useEnglishReview, type TextPair } from '../../../lib/english-review';
import { useLocalDraft } from '../../../lib/local-draft';
import { useUploadStatus } from '../../../components/admin/use-upload-status';

export const TEXT_FIELDS = ['titleTr', 'titleEn', 'summaryTr', 'summaryEn', 'contentTr', 'contentEn'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type BlogValues = Record<TextField | 'slug' | SeoField, string> & { shareImage: ShareImage | null };
/** The translated texts, by the name BilingualField gives their inputs (`<pair>Tr`, `<pair>En`). */
export const PAIRS = ['title', 'summary', 'content'] as const;
export type Pair = (typeof PAIRS)[number];
const TEXT_PAIRS = PAIRS.map((p) => [`${p}Tr`, `${p}En`] as const) satisfies readonly TextPair<BlogValues>[];

/** The inputs a server error can be shown next to; anything else becomes a toast. */
const FORM_FIELDS = new Set<string>([...TEXT_FIELDS, ...SEO_FIELDS, 'slug', 'image']);

/** What the browser keeps while editing (files cannot be kept: they are chosen again). */
export interface BlogDraft {
  values: BlogValues;
  slugEdited: boolean;
  confirmed: string[];
}

const initialValues = (blog: AdminBlogForm_BlogFragment | null): BlogValues => ({
  titleTr: blog?.titleTr ?? '',
  titleEn: blog?.titleEn ?? '',
  summaryTr: blog?.summaryTr ?? '',
  summaryEn: blog?.summaryEn ?? '',
  contentTr: blog?.contentTr ?? '',
  contentEn: blog?.contentEn ?? '',
  slug: blog?.slug ?? '',
  seoTitleTr: blog?.seoTitleTr ?? '',
  seoTitleEn: blog?.seoTitleEn ?? '',
  seoDescriptionTr: blog?.seoDescriptionTr ?? '',
  seoDescriptionEn: blog?.seoDescriptionEn ?? '',
  shareImage: blog?.shareImageId && blog.shareImageUrl ? { id: blog.shareImageId, url: blog.shareImageUrl } : null,
});

export type SaveResult = { ok: true; created: boolean; id: number } | { ok: false; field?: string; text?: string };

export function useBlogForm(blog: AdminBlogForm_BlogFragment | null) {
  const errors = useAdminErrors('admin/blog:blog');
  const [values, setValues] = useState<BlogValues>(() => initialValues(blog));
  // An existing post's slug was chosen before: it no longer follows the title unless asked to.
  const [slugEdited, setSlugEdited] = useState(!!blog);
  const [dirty, setDirty] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  /** An image chosen from the media library instead of a file. */
  const [libraryImage, setLibraryImage] = useState<MediaItem | null>(null);
  // An image already sent for this file is not sent again when only the save failed.
  const [uploaded, setUploaded] = useState<{ file: File; name: string } | null>(null);
  const upload = useUploadStatus();
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const english = useEnglishReview(TEXT_PAIRS, blog ? initialValues(blog) : null, values, blog?.englishOutdated ?? []);
  const { confirmed } = english;
  const draftValue = useMemo<BlogDraft>(() => ({ values, slugEdited, confirmed }), [values, slugEdited, confirmed]);
  const localDraft = useLocalDraft<BlogDraft>(`blog:${blog?.id ?? 'new'}`, draftValue, dirty);

  const [uploadImage] = useMutation(AdminUploadBlogImageDocument);
  const [create] = useMutation(AdminCreateBlogDocument);
  const [update] = useMutation(AdminUpdateBlogDocument);

  const clearError = (field: string) => setFieldErrors((all) => (all[field] ? { ...all, [field]: '' } : all));

  const setText = (field: TextField, value: string) => {
    setDirty(true);
    clearError(field);
    setValues((v) => ({ ...v, [field]: value, ...(field === 'titleTr' && !slugEdited ? { slug: slugify(value) } : {}) }));
    if (field === 'titleTr' && !slugEdited) clearError('slug');
  };

  const setSeo = (field: SeoField, value: string) => {
    setDirty(true);
    clearError(field);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const setShareImage = (shareImage: ShareImage | null) => {
    setDirty(true);
    setValues((v) => ({ ...v, shareImage }));
  };

  const setSlug = (value: string) => {
    setDirty(true);
    setSlugEdited(true);
    clearError('slug');
    setValues((v) => ({ ...v, slug: value }));
  };

  /** The slug follows the title again (and is made from it now). */
  const regenerateSlug = () => {
    setDirty(true);
    setSlugEdited(false);
    clearError('slug');
    setValues((v) => ({ ...v, slug: slugify(v.titleTr) }));
  };

  const chooseFile = (next: File | null) => {
    clearError('image');
    setFile(next);
    if (next) setLibraryImage(null);
  };

  const chooseLibraryImage = (item: MediaItem) => {
    clearError('image');
    setFile(null);
    setLibraryImage(item);
    setDirty(true);
  };

  const outdated = (pair: Pair): boolean => english.outdated(`${pair}En`);

  const confirmEnglish = (pair: Pair) => {
    setDirty(true);
    english.markConfirmed(`${pair}En`);
  };

  /**
   * Client-side check with the texts the server would answer. A new post published at once needs its image; a draft
   * may wait for one (publishing it asks for it then).
   */
  const validate = (draft: boolean): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of TEXT_FIELDS) if (!values[field].trim()) found[field] = errors.fieldText(field, 'REQUIRED');
    if (!blog && !draft && !file && !libraryImage) found.image = errors.fieldText('image', 'REQUIRED_TO_PUBLISH');
    return found;
  };

  /** `draft`: a new post is saved as a draft; an existing one keeps its publication state. */
  const save = async (draft: boolean): Promise<SaveResult> => {
    const invalid = validate(draft);
    setFieldErrors(invalid);
    const first = Object.keys(invalid)[0];
    if (first) return { ok: false, field: first };
    setSaving(true);
    let stage: 'upload' | 'save' = 'save';
    try {
      let image = file && uploaded?.file === file ? uploaded.name : (!file && libraryImage?.storedName) || undefined;
      if (file && !image) {
        stage = 'upload';
        const sent = await uploadImage({ variables: { file }, context: { fetchOptions: upload.track(file.name) } });
        image = sent.data!.uploadImage;
        setUploaded({ file, name: image });
        stage = 'save';
      }
      const input = {
        titleTr: values.titleTr.trim(),
        titleEn: values.titleEn.trim(),
        summaryTr: values.summaryTr.trim(),
        summaryEn: values.summaryEn.trim(),
        contentTr: values.contentTr,
        contentEn: values.contentEn,
        slug: values.slug.trim() || null,
        // Empty clears the field: the page derives the text again.
        ...Object.fromEntries(SEO_FIELDS.map((f) => [f, values[f].trim() || null])),
        shareImageId: values.shareImage?.id ?? null,
        image,
        confirmedEnglish: confirmed,
      };
      const refresh = { update: evictBlogLists };
      const id = blog
        ? (await update({ variables: { id: blog.id, input }, ...refresh })).data!.updateBlog.id
        : (await create({ variables: { input: { ...input, draft } }, ...refresh })).data!.createBlog.id;
      setDirty(false);
      localDraft.clear();
      return { ok: true, created: !blog, id };
    } catch (failure) {
      // The server's text next to its field, or the save's own text.
      const described = errors.describe(failure, 'save');
      const field = stage === 'upload' ? 'image' : described.field;
      if (field && FORM_FIELDS.has(field)) {
        setFieldErrors({ [field]: described.text });
        return { ok: false, field, text: described.text };
      }
      return { ok: false, text: described.text };
    } finally {
      setSaving(false);
      upload.finish();
    }
  };

  const restoreDraft = () => {
    if (!localDraft.draft) return;
    const { values: saved, slugEdited: savedSlugEdited, confirmed: savedConfirmed } = localDraft.draft.value;
    setValues({ ...initialValues(blog), ...saved });
    setSlugEdited(savedSlugEdited);
    english.resetConfirmed(savedConfirmed ?? []);
    setFieldErrors({});
    setDirty(true);
    localDraft.dismiss();
  };

  return {
    /** Something typed or chosen is not saved yet. */
    unsaved: dirty || !!file,
    values,
    setText,
    setSeo,
    setShareImage,
    setSlug,
    regenerateSlug,
    slugEdited,
    file,
    chooseFile,
    libraryImage,
    chooseLibraryImage,
    upload: upload.status,
    saving,
    fieldErrors,
    outdated,
    confirmEnglish,
    save,
    draft: localDraft.draft,
    restoreDraft,
    discardDraft: localDraft.clear,
  };
}

/** Lists and public pages read again after a save (the admin and the site share one cache in the browser). */
function evictBlogLists(cache: { evict(options: { id: string; fieldName: string }): boolean; gc(): string[] }) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blogs' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'blogBySlug' });
  cache.gc();
}
