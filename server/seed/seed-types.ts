// Shapes of the bilingual seed content. The data files only hold text; seed.ts turns it into rows,
// generated images and generated downloadable files. Products and posts are what a version keeps of them (their
// snapshots) less the image, which the seed generates.
import type { BlogSnapshot } from '../modules/blog/blog.snapshot.js';
import type { ProductCategory } from '../modules/products/product-category.js';
import type { ProductSnapshot } from '../modules/products/product.snapshot.js';
import type { SeoField } from '../shared/seo-fields.js';

export interface SeedProductFile {
  /** Original file name offered on download, e.g. "EGW-410 Datasheet.pdf" (always .pdf). */
  fileName: string;
  fileTypeTr: string;
  fileTypeEn: string;
}

/** The long descriptions are simple HTML: <p>, <ul><li>, <strong>, <h3>; no legacy specs. */
export interface SeedProduct
  extends
    Omit<ProductSnapshot, 'image' | 'category' | 'technicalSpecsTr' | 'technicalSpecsEn' | SeoField>,
    Partial<Pick<ProductSnapshot, SeoField>> {
  category: ProductCategory;
  files: SeedProductFile[];
}

/** The contents are HTML: <p>, <h2>, <h3>, <ul><li>, <strong>, <em>, <blockquote>; the date an ISO date, e.g. "2026-09-14". */
export type SeedBlog = Omit<BlogSnapshot, 'image' | 'category' | SeoField> & Partial<Pick<BlogSnapshot, SeoField>>;

export interface SeedDocument {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  /** Original file names, always .pdf, e.g. "Kurulum Kılavuzu.pdf" / "Installation Guide.pdf". */
  fileNameTr: string;
  fileNameEn: string;
}

export interface SeedApplication {
  name: string;
  descriptionTr: string;
  descriptionEn: string;
  version: string;
  /** Original file name, always .zip, e.g. "EnerjiConfig-2.4.1.zip". */
  fileName: string;
}
