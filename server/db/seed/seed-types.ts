// Shapes of the bilingual seed content. The data files only hold text; seed.ts turns it into rows,
// generated images and generated downloadable files.
import type { ProductCategory } from '../../modules/products/product-category.js';

export interface SeedSpec {
  nameTr: string;
  nameEn: string;
  valueTr: string;
  valueEn: string;
}

export interface SeedSpecGroup {
  nameTr: string;
  nameEn: string;
  specs: SeedSpec[];
}

export interface SeedProductFile {
  /** Original file name offered on download, e.g. "EGW-410 Datasheet.pdf" (always .pdf). */
  fileName: string;
  fileTypeTr: string;
  fileTypeEn: string;
}

export interface SeedProduct {
  name: string;
  slug: string;
  category: ProductCategory;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
  /** Simple HTML: <p>, <ul><li>, <strong>, <h3>. */
  longDescriptionTr: string;
  longDescriptionEn: string;
  specGroups: SeedSpecGroup[];
  files: SeedProductFile[];
}

export interface SeedBlog {
  titleTr: string;
  titleEn: string;
  slug: string;
  summaryTr: string;
  summaryEn: string;
  /** HTML: <p>, <h2>, <h3>, <ul><li>, <strong>, <em>, <blockquote>. */
  contentTr: string;
  contentEn: string;
  /** ISO date, e.g. "2026-09-14". */
  date: string;
}

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
