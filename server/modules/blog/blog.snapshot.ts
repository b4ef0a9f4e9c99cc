// What a version keeps of a blog post: every field its editor edits, as stored (trimmed, sanitized), and back again
// as the input of the normal save path.
import { seoValues, type SeoValues } from '../../shared/seo-fields.js';
import type { StillAvailable } from '../versions/content-snapshot.js';
import type { Blog } from './blog.entity.js';

export interface BlogSnapshot extends SeoValues {
  titleTr: string;
  titleEn: string;
  slug: string;
  summaryTr: string;
  summaryEn: string;
  contentTr: string;
  contentEn: string;
  image: string | null;
  category: string;
  /** ISO 8601. */
  date: string;
  /** The share image's media library item; absent from versions kept before share images were. */
  shareImageId?: number | null;
}

export function blogSnapshot(b: Blog): BlogSnapshot {
  return {
    titleTr: b.titleTr,
    titleEn: b.titleEn,
    slug: b.slug,
    summaryTr: b.summaryTr,
    summaryEn: b.summaryEn,
    contentTr: b.contentTr,
    contentEn: b.contentEn,
    image: b.image ?? null,
    category: b.category,
    date: new Date(b.date).toISOString(),
    ...seoValues(b),
    shareImageId: b.shareImageId,
  };
}

/**
 * A post snapshot as BlogService input; an image no longer there is left out (the current one stays), a share image
 * whose library item is gone is none.
 */
export function blogInputOf(s: BlogSnapshot, available: StillAvailable): Record<string, unknown> {
  const { image, category: _category, ...rest } = s;
  // A version from before the search-engine fields (or the share image) had none: restoring it clears them.
  return {
    ...rest,
    ...seoValues(s),
    shareImageId: available.shareImage ? (s.shareImageId ?? null) : null,
    ...(available.image && image ? { image } : {}),
  };
}
