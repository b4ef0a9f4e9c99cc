// What a version keeps of a product: every field its editor edits, as stored (trimmed, sanitized), and back again as
// the input of the normal save path. Files (a product's downloads) are not part of it.
import { seoValues, type SeoValues } from '../../shared/seo-fields.js';
import type { StillAvailable } from '../versions/content-snapshot.js';
import type { Product } from './product.entity.js';

export interface SpecSnapshot {
  nameTr: string;
  nameEn: string;
  valueTr: string;
  valueEn: string;
}

export interface SpecGroupSnapshot {
  nameTr: string;
  nameEn: string;
  specs: SpecSnapshot[];
}

type LegacySpecs = Record<string, Record<string, string>> | null;

export interface ProductSnapshot extends SeoValues {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
  longDescriptionTr: string;
  longDescriptionEn: string;
  technicalSpecsTr: LegacySpecs;
  technicalSpecsEn: LegacySpecs;
  /** The share image's media library item; absent from versions kept before share images were. */
  shareImageId?: number | null;
  /** In display order, each with its specs in order; compared as one field. */
  specGroups: SpecGroupSnapshot[];
}

/** The product as its page shows it; its groups (and their specs) must be loaded. */
export function productSnapshot(p: Product): ProductSnapshot {
  return {
    name: p.name,
    slug: p.slug,
    category: p.category,
    image: p.image ?? null,
    shortDescriptionTr: p.shortDescriptionTr,
    shortDescriptionEn: p.shortDescriptionEn,
    longDescriptionTr: p.longDescriptionTr,
    longDescriptionEn: p.longDescriptionEn,
    technicalSpecsTr: p.technicalSpecsTr ?? null,
    technicalSpecsEn: p.technicalSpecsEn ?? null,
    ...seoValues(p),
    shareImageId: p.shareImageId,
    specGroups: p.specGroups.getItems().map((g) => ({
      nameTr: g.nameTr,
      nameEn: g.nameEn,
      specs: g.specs.getItems().map((s) => ({ nameTr: s.nameTr, nameEn: s.nameEn, valueTr: s.valueTr, valueEn: s.valueEn })),
    })),
  };
}

/**
 * A product snapshot as ProductService input. The image file gone (a replaced image is deleted with the save that
 * replaced it): the input leaves the image out and the current one stays. The share image's library item gone: none.
 */
export function productInputOf(s: ProductSnapshot, available: StillAvailable): Record<string, unknown> {
  const { image, ...rest } = s;
  // A version from before the search-engine fields (or the share image) had none: restoring it clears them.
  return {
    ...rest,
    ...seoValues(s),
    shareImageId: available.shareImage ? (s.shareImageId ?? null) : null,
    specGroups: s.specGroups ?? [],
    ...(available.image ? { image } : {}),
  };
}
