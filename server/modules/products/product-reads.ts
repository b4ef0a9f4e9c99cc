// The products as the site reads them, in plain rows: one statement per read (a page of a list, or one product with
// its groups, specs and files as JSON built by PostgreSQL), mapped to plain objects. Hydrating entities (identity
// map, change-tracking snapshots, collections) and building the statement through the query builder took most of a
// read's time, for objects that are only read and answered. The GraphQL types and the REST JSON read the same fields
// off these views as off the entities: the derived ones (image URL and srcset, share image, missing English, download
// URL) come from the functions the entities' getters use.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaFacts } from '../../files/media-item.entity.js';
import { userInputError } from '../../common/errors.js';
import { missingEnglish } from '../../common/translation.js';
import { comparedSlugList, MAX_COMPARED_PRODUCTS } from '../../shared/product-compare.js';
import type { ImageInfo } from '../../images/image-info.js';
import type { UploadKind } from '../../files/storage.js';
import { shareImageUrl } from '../publishing/seo.entity.js';
import type { ProductCategoryEnum } from './product-category.js';
import {
  Product,
  productFileDownloadUrl,
  productImageInfo,
  productImageUrl,
  type ProductFile,
  type Spec,
  type SpecGroup,
} from './product.entity.js';

export type SpecView = Pick<Spec, 'id' | 'nameTr' | 'nameEn' | 'valueTr' | 'valueEn'>;
export type SpecGroupView = Pick<SpecGroup, 'id' | 'nameTr' | 'nameEn'> & { specs: SpecView[] };
export type ProductFileView = Pick<ProductFile, 'id' | 'file' | 'fileTypeTr' | 'fileTypeEn' | 'createdAt' | 'downloadUrl'> & {
  product: { id: number };
};

/** Every field the Product type and the REST JSON answer, as plain values; its relations when they were read with it. */
export interface ProductView {
  id: number;
  name: string;
  slug: string;
  category: ProductCategoryEnum;
  publishedAt: Date | null;
  position: number;
  image: string | null;
  imageUrl: string;
  imageInfo: ImageInfo | null;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
  longDescriptionTr: string;
  longDescriptionEn: string;
  technicalSpecsTr: Record<string, Record<string, string>> | null;
  technicalSpecsEn: Record<string, Record<string, string>> | null;
  seoTitleTr: string | null;
  seoTitleEn: string | null;
  seoDescriptionTr: string | null;
  seoDescriptionEn: string | null;
  shareImageId: number | null;
  shareImageUrl: string | null;
  englishOutdated: string[];
  englishMissing: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Read with it when asked for (ReadOptions): the groups in the editors' order, each with its specs. */
  groups?: SpecGroupView[];
  /** Read with it when asked for: its files, oldest first. */
  fileList?: ProductFileView[];
}

/** A product as a read answers it: a plain view, or the entity a write (or an admin's narrowed list) worked on. */
export type ProductRead = Product | ProductView;

export interface ReadOptions {
  /** Its specification groups and their specs (a product page shows them). */
  withSpecs?: boolean;
  /** Its files. */
  withFiles?: boolean;
}

// The relations' order is the entities' (@OneToMany orderBy); timestamps travel as PostgreSQL's text, which the
// platform parses as it does for entities.
const GROUPS = `(select coalesce(json_agg(json_build_object('id', g.id, 'nameTr', g.name_tr, 'nameEn', g.name_en, 'specs',
  (select coalesce(json_agg(json_build_object('id', s.id, 'nameTr', s.name_tr, 'nameEn', s.name_en, 'valueTr', s.value_tr, 'valueEn', s.value_en)
    order by s.position, s.id), '[]') from spec as s where s.group_id = g.id)) order by g.position, g.id), '[]')
  from spec_group as g where g.product_id = p.id) as spec_groups`;
const FILES = `(select coalesce(json_agg(json_build_object('id', f.id, 'storedName', f.file_stored_name, 'originalName', f.file_original_name,
  'size', f.file_size, 'mimeType', f.file_mime_type, 'fileTypeTr', f.file_type_tr, 'fileTypeEn', f.file_type_en, 'createdAt', f.created_at::text)
  order by f.id), '[]') from product_file as f where f.product_id = p.id) as product_files`;
const MEDIA = ['store', 'stored_name', 'width', 'height', 'animated', 'alt_tr', 'alt_en', 'focal_x', 'focal_y'];
const mediaColumns = (alias: string) => MEDIA.map((c) => `${alias}.${c} as ${alias}_${c}`).join(', ');

/**
 * `select ... from <from>` for products aliased `p`, with their image's and share image's library items and the
 * relations asked for; `from` must name the product table as `p` (it may join it to a page of ids first).
 */
export function productSelect(from: string, options: ReadOptions): string {
  const relations = [options.withSpecs ? GROUPS : null, options.withFiles ? FILES : null]
    .filter(Boolean)
    .map((r) => `, ${r}`)
    .join('');
  return `select p.*, ${mediaColumns('im')}, ${mediaColumns('sm')}${relations} from ${from}
    left join media_item as im on im.id = p.image_media_id left join media_item as sm on sm.id = p.share_image_media_id`;
}

/** A library item's columns (MEDIA) as a row holds them: all null when the record has none. */
interface MediaRow {
  store: UploadKind | null;
  stored_name: string | null;
  width: number | null;
  height: number | null;
  animated: boolean | null;
  alt_tr: string | null;
  alt_en: string | null;
  focal_x: number | null;
  focal_y: number | null;
}
type Aliased<Alias extends string, Columns> = { [C in keyof Columns & string as `${Alias}_${C}`]: Columns[C] };

/** A product's file as FILES builds it. */
interface FileRow {
  id: number;
  storedName: string;
  originalName: string;
  size: number;
  mimeType: string;
  fileTypeTr: string;
  fileTypeEn: string;
  createdAt: string;
}

/** The relations a row carries when read with them (GROUPS, FILES). */
interface RelationColumns {
  id: number;
  spec_groups?: SpecGroupView[];
  product_files?: FileRow[];
}

/** A row of productSelect: the product's columns that are read (timestamps as text), then its two library items'. */
type ProductRow = RelationColumns & {
  name: string;
  slug: string;
  category: ProductCategoryEnum;
  published_at: string | null;
  position: number;
  image: string | null;
  // The embedded image size: all three null together.
  image_width: number | null;
  image_height: number;
  image_animated: boolean;
  short_description_tr: string;
  short_description_en: string;
  long_description_tr: string;
  long_description_en: string;
  technical_specs_tr: Record<string, Record<string, string>> | null;
  technical_specs_en: Record<string, Record<string, string>> | null;
  seo_title_tr: string | null;
  seo_title_en: string | null;
  seo_description_tr: string | null;
  seo_description_en: string | null;
  share_image_media_id: number | null;
  english_outdated: string[];
  created_at: string;
  updated_at: string;
} & Aliased<'im', MediaRow> &
  Aliased<'sm', MediaRow>;

function mediaOf(row: ProductRow, alias: 'im' | 'sm'): MediaFacts | null {
  const storedName = row[`${alias}_stored_name`];
  if (storedName == null) return null;
  return {
    store: row[`${alias}_store`] as UploadKind,
    storedName,
    width: row[`${alias}_width`],
    height: row[`${alias}_height`],
    animated: row[`${alias}_animated`] as boolean,
    altTr: row[`${alias}_alt_tr`] as string,
    altEn: row[`${alias}_alt_en`] as string,
    focalX: row[`${alias}_focal_x`],
    focalY: row[`${alias}_focal_y`],
  };
}

/** A row of productSelect as the fields the entity would answer. */
export function productView(em: EntityManager, row: ProductRow): ProductView {
  const date = (value: string) => em.getPlatform().parseDate(value);
  const media = mediaOf(row, 'im');
  const size = row.image_width == null ? null : { width: row.image_width, height: row.image_height, animated: row.image_animated };
  const view: ProductView = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    publishedAt: row.published_at == null ? null : date(row.published_at),
    position: row.position,
    image: row.image,
    imageUrl: productImageUrl(media, row.image),
    imageInfo: productImageInfo(media, row.image, size),
    shortDescriptionTr: row.short_description_tr,
    shortDescriptionEn: row.short_description_en,
    longDescriptionTr: row.long_description_tr,
    longDescriptionEn: row.long_description_en,
    technicalSpecsTr: row.technical_specs_tr,
    technicalSpecsEn: row.technical_specs_en,
    seoTitleTr: row.seo_title_tr,
    seoTitleEn: row.seo_title_en,
    seoDescriptionTr: row.seo_description_tr,
    seoDescriptionEn: row.seo_description_en,
    shareImageId: row.share_image_media_id,
    shareImageUrl: shareImageUrl(mediaOf(row, 'sm')),
    englishOutdated: row.english_outdated,
    englishMissing: [],
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
  view.englishMissing = missingEnglish(Product.translatedPairs, view as unknown as Product);
  return Object.assign(view, relationsOf(em, row));
}

/** The relations a row carries (those it was read with). */
function relationsOf(em: EntityManager, row: RelationColumns): Pick<ProductView, 'groups' | 'fileList'> {
  const read: Pick<ProductView, 'groups' | 'fileList'> = {};
  if (row.spec_groups) read.groups = row.spec_groups;
  if (row.product_files) {
    read.fileList = row.product_files.map((f) => ({
      id: f.id,
      product: { id: row.id },
      fileTypeTr: f.fileTypeTr,
      fileTypeEn: f.fileTypeEn,
      createdAt: em.getPlatform().parseDate(f.createdAt),
      downloadUrl: productFileDownloadUrl(f.id),
      file: { storedName: f.storedName, originalName: f.originalName, size: f.size, mimeType: f.mimeType },
    }));
  }
  return read;
}

/** The views of productSelect's rows, in their order. */
export async function readProducts(em: EntityManager, sql: string, params: unknown[]): Promise<ProductView[]> {
  const rows = await em.execute<ProductRow[]>(sql, params);
  return rows.map((row) => productView(em, row));
}

/** A page of products: its ids by `where` and `order` (on alias `m`) through the index, then their rows in that order. */
export function pageSql(where: string, order: string, options: ReadOptions): string {
  return `${pageRows(where, order, options)} order by page.n`;
}

const pageRows = (where: string, order: string, options: ReadOptions) =>
  productSelect(
    `unnest(array(select m.id from product as m where ${where} order by ${order} limit ? offset ?)) with ordinality as page (id, n)
    join product as p on p.id = page.id`,
    options,
  );

/**
 * pageSql with how many products `where` holds, in the one statement (parameters: `where`'s twice, then the page's):
 * the count's row joined to the page's rows, so that a page past the end still answers it.
 */
export function countedPageSql(where: string, order: string, options: ReadOptions): string {
  return `select c.list_count, r.* from (select count(*)::int as list_count from product as m where ${where}) as c
    left join lateral (${pageRows(where, order, options).replace(/^select /, 'select page.n as page_n, ')}) as r on true order by r.page_n`;
}

/** The views of countedPageSql's rows, in their order, and the count. */
export async function readCountedPage(em: EntityManager, sql: string, params: unknown[]): Promise<{ page: ProductView[]; count: number }> {
  // A page past the end is one row of the count alone, its product's columns null.
  const rows = await em.execute<Array<ProductRow & { list_count: number }>>(sql, params);
  return { page: rows.filter((row) => row.id != null).map((row) => productView(em, row)), count: rows[0]?.list_count ?? 0 };
}

/** The relations of a product already read without them (by id: it was found visible). */
export async function readRelations(
  em: EntityManager,
  id: number,
  options: ReadOptions,
): Promise<Pick<ProductView, 'groups' | 'fileList'>> {
  const relations = [options.withSpecs ? GROUPS : null, options.withFiles ? FILES : null].filter(Boolean).join(', ');
  const rows = await em.execute<RelationColumns[]>(`select p.id, ${relations} from product as p where p.id = ?`, [id]);
  return relationsOf(em, rows[0] ?? { id });
}

/** The header menu's products: for each category (display order) its first `limit` (a parameter) visible products. */
export const menuSql = (table: string, visible: string) => `select p.* from unnest(enum_range(null::product_category)) as c (category)
  cross join lateral (select * from "${table}" as m where m.category = c.category${visible} order by m.position, m.id limit ?) as p`;

/**
 * The slugs a comparison reads: at most MAX_COMPARED_PRODUCTS asked (more is refused, reason TOO_MANY, before any
 * statement), trimmed, lower-case, each once, in the order asked.
 */
export function comparedSlugs(slugs: readonly string[]): string[] {
  if (slugs.length > MAX_COMPARED_PRODUCTS) throw userInputError('slugs', 'TOO_MANY');
  return comparedSlugList(slugs);
}

/** A comparison's products with their groups and specs, one statement through the unique slug index (`visible`: visibleSql). */
export const compareSql = (visible: string) => `${productSelect('product as p', { withSpecs: true })} where p.slug in (?)${visible}`;
