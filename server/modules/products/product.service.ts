import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { permit, permitChanges, permitDraft } from '../../common/actor.js';
import type { Grant, Operation } from '../../shared/access-policy.js';
import { findPage, toPage } from '../../common/pagination.js';
import type { ContentVersion } from '../../cache/content-version.js';
import { ProductReadTags } from './product-read-tags.js';
import { type IncomingFile, type Storage } from '../../files/storage.js';
import { hasInvalidCharacters, parseInput } from '../../common/validation.js';
import { publishedNow } from '../../common/publication.js';
import { visibleSql } from '../publishing/visibility.js';
import { bulk } from '../listing/bulk.js';
import { PRODUCT_CATEGORIES, type ProductCategoryEnum } from './product-category.js';
import { Product, ProductFile, Spec, SpecGroup } from './product.entity.js';
import { productInputOf, productSnapshot, type ProductSnapshot } from './product.snapshot.js';
import { reorder } from './product-order.js';
import { importProducts, type ProductImportReport } from './product-import.js';
import { deleteProduct, saveProduct } from './product-write.js';
import { addProductFile, deleteProductFile, productFileById, productFilesOf } from './product-files.js';
import { productSchema } from './product.inputs.js';
import {
  MENU_PRODUCTS_PER_CATEGORY,
  productOrder,
  countKey,
  productWhere,
  promised,
  siteListSql,
  type MenuCategory,
  type ProductCountFilter,
  type ProductListFilter,
} from './product-list.js';
import {
  compareSql,
  comparedSlugs,
  countedPageSql,
  menuSql,
  pageSql,
  productSelect,
  readCountedPage,
  readProducts,
  readRelations,
  type ProductFileView,
  type ProductRead,
  type ProductView,
  type ReadOptions,
  type SpecGroupView,
  type SpecView,
} from './product-reads.js';
import type { Restorable, StillAvailable } from '../versions/content-snapshot.js';

/** What the sitemap needs of a product: its address and when its page last changed. */
export interface ProductSitemapRow {
  id: number;
  slug: string;
  category: ProductCategoryEnum;
  updatedAt: Date;
}

/** Rows of three short columns: a thousand at a time keeps 10,000 products to ten queries. */
export const SITEMAP_BATCH = 1000;

export class ProductService implements Restorable {
  readonly imageFolder = 'products';
  /** What each public read showed, for the answers kept with it (server/cache/read-tracking.ts). */
  private readonly tags = new ProductReadTags(this.em);
  /**
   * Counts of the lists this request reads a page of with their count (`list`'s `withCount`), by their narrowing: a
   * `productCount` asked in the same operation is answered by the page's own statement instead of a statement of its own.
   */
  private readonly counting = new Map<string, Promise<number>>();

  constructor(
    private readonly em: EntityManager,
    private readonly storage: Storage,
    /** Told when the products' order changes without a flush (reorder). */
    private readonly contentVersion?: Pick<ContentVersion, 'changedInTransaction'>,
  ) {}

  /**
   * A page of products; read through (category, position, id) within a category, or the primary key without one (newest
   * first too); the admin's sorts and searches read the table. The site's lists are plain reads (product-reads.ts),
   * with the relations `options` asks for in the same statement; a narrowed list is read as entities. `withCount`: the
   * operation asks the list's count too (`count` with the same narrowing then answers from this statement).
   */
  async list(filter: ProductListFilter = {}, options: ReadOptions = {}, { withCount = false } = {}): Promise<ProductRead[]> {
    // Told before the first await, so that a count asked beside the page finds it.
    const counted = withCount && !this.counting.has(countKey(filter)) ? promised<number>() : null;
    if (counted) this.counting.set(countKey(filter), counted.promise);
    try {
      const site = await siteListSql(this.em, filter);
      if (!site) {
        counted?.resolve(this.countStatement(filter));
        return await findPage(this.em, Product, await productWhere(this.em, filter), productOrder(filter), filter);
      }
      const { limit, offset } = toPage(filter);
      const params = [...site.params, limit, offset];
      if (!counted)
        return await this.tags.read(
          () => readProducts(this.em, pageSql(site.where, site.order, options), params),
          (page) => this.tags.page(page),
        );
      const { page, count } = await this.tags.read(
        () => readCountedPage(this.em, countedPageSql(site.where, site.order, options), [...site.params, ...params]),
        (read) => this.tags.page(read.page),
      );
      counted.resolve(count);
      return page;
    } catch (error) {
      counted?.reject(error);
      throw error;
    }
  }

  /**
   * Every category (display order) with its first products, in one statement whatever the catalogue's size: for each
   * category a LATERAL subquery reads at most MENU_PRODUCTS_PER_CATEGORY rows off the (category, position, id) index. A window
   * function (row_number() over (partition by category)) would number every product first. `shown`: the fields shown.
   */
  async menu(shown: readonly string[] = []): Promise<MenuCategory[]> {
    const sql = menuSql(this.em.getMetadata().get(Product).tableName, await visibleSql(this.em, 'm'));
    const rows: Record<string, unknown>[] = await this.tags.read(
      () => this.em.execute(sql, [MENU_PRODUCTS_PER_CATEGORY]),
      (read) => this.tags.fields(shown, read),
    );
    const products = rows.map((row) => this.em.map(Product, row));
    return PRODUCT_CATEGORIES.map((category) => ({ category, products: products.filter((p) => p.category === category) }));
  }

  /**
   * Every product with its groups and specs (the catalogue): one statement per level however many products there are.
   * Not joined: each row of a join would repeat the product's texts once per spec.
   */
  all(): Promise<Product[]> {
    // The catalogue PDF is public whoever asks: published products only.
    return this.em.find(Product, publishedNow(), { orderBy: { id: 'asc' }, populate: ['specGroups.specs'], strategy: 'select-in' });
  }

  /** Every product whatever its state, with its groups and specs, in id order: the spreadsheet export. */
  async catalogue(): Promise<Product[]> {
    await permit(this.em, 'exportProducts');
    return this.em.find(Product, {}, { orderBy: { id: 'asc' }, populate: ['specGroups.specs'], strategy: 'select-in' });
  }

  /** Through the (category, position, id) index with a category: the products page's page numbers. */
  async count(filter: ProductCountFilter = {}): Promise<number> {
    return this.counting.get(countKey(filter)) ?? this.countStatement(filter);
  }

  private async countStatement(filter: ProductCountFilter): Promise<number> {
    const site = await siteListSql(this.em, filter);
    if (!site) return this.em.count(Product, await productWhere(this.em, filter));
    const [row] = await this.tags.read(
      () => this.em.execute<Array<{ count: number }>>(`select count(*)::int as count from product as m where ${site.where}`, site.params),
      () => [this.tags.list],
    );
    return row.count;
  }

  /** Deletes the products `ids` as delete() does, all or none; answers how many. */
  async deleteMany(ids: readonly number[]): Promise<number> {
    const grant = await permit(this.em, 'bulkDeleteProducts');
    return bulk(this.em, Product, ids, (id) => this.remove(id, grant, 'bulkDeleteProducts'), this.storage);
  }

  /** Puts a category's products in the order of `ids` (exactly that category's products). */
  async reorder(category: unknown, ids: readonly number[]): Promise<number> {
    await permit(this.em, 'reorderProducts');
    return reorder(this.em, this.contentVersion, category, ids);
  }

  /** The products after `afterId` in id order, plain rows of what the sitemap needs (keyset paging: no offset scan). */
  async sitemapBatch(afterId: number, take = SITEMAP_BATCH): Promise<ProductSitemapRow[]> {
    const rows: ProductSitemapRow[] = await this.em
      .createQueryBuilder(Product)
      .select(['id', 'slug', 'category', 'updatedAt'])
      .where({ id: { $gt: afterId }, ...publishedNow() })
      .orderBy({ id: 'asc' })
      .limit(Math.min(take, SITEMAP_BATCH))
      .execute('all');
    return rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt) }));
  }

  /** One product (plain, product-reads.ts) with the relations `options` asks for, in one statement. */
  byId(id: number, options: ReadOptions = {}): Promise<ProductView | null> {
    return this.one('p.id = ?', id, options);
  }

  async bySlug(slug: string, options: ReadOptions = {}): Promise<ProductView | null> {
    // No slug holds a NUL, and the database would refuse to compare one (500): REST, GraphQL and pages answer not found.
    if (hasInvalidCharacters(slug)) return null;
    return this.one('p.slug = ?', slug, options);
  }

  /** A comparison's products (comparedSlugs) this reader may see, in the order asked, with their groups and specs. */
  async compare(slugs: readonly string[]): Promise<ProductView[]> {
    const wanted = comparedSlugs(slugs);
    const found = wanted.length
      ? await this.tags.read(
          async () => readProducts(this.em, compareSql(await visibleSql(this.em, 'p')), [wanted]),
          (read) => this.tags.page(read),
        )
      : [];
    return wanted.flatMap((slug) => found.filter((p) => p.slug === slug));
  }

  /** Found, it shows that product; not found, it depends on which products there are (one may come with that slug). */
  private async one(condition: string, value: unknown, options: ReadOptions): Promise<ProductView | null> {
    const [product] = await this.tags.read(
      async () =>
        readProducts(this.em, `${productSelect('product as p', options)} where ${condition}${await visibleSql(this.em, 'p')}`, [value]),
      ([found]) => [found ? this.tags.record(found.id) : this.tags.list],
    );
    return product ?? null;
  }

  /** Those read with the product, else batched across the products of one request (MikroORM dataloader). */
  async specGroups(product: ProductRead): Promise<Array<SpecGroup | SpecGroupView>> {
    if (product instanceof Product) return (await product.specGroups.load({ dataloader: true })).getItems();
    return (
      product.groups ??
      (
        await this.tags.read(
          () => readRelations(this.em, product.id, { withSpecs: true }),
          () => [this.tags.record(product.id)],
        )
      ).groups ??
      []
    );
  }

  async specs(group: SpecGroup | SpecGroupView): Promise<Array<Spec | SpecView>> {
    return group instanceof SpecGroup ? (await group.specs.load({ dataloader: true })).getItems() : group.specs;
  }

  /** A product's files; by id, straight from its files' table (no product row needed: an unknown id has none). */
  files(product: ProductRead | number): Promise<Array<ProductFile | ProductFileView>> {
    return productFilesOf(this.em, this.tags, product);
  }

  async create(input: unknown): Promise<Product> {
    const grant = await permit(this.em, 'createProduct');
    // Not em.create(): a managed half-filled row would be auto-flushed by the slug query in save().
    const data = parseInput(productSchema, input);
    const product = new Product();
    // Only the admin's form asks for a draft; everything else (REST, older clients) creates it published. An author's
    // product is a draft whatever is asked: it reaches visitors through a reviewer.
    if (data.draft || grant === 'drafts') product.publishedAt = null;
    return saveProduct(this.em, this.storage, product, data);
  }

  /** `operation`: the one asked for (a version's restore saves through here too). */
  async update(id: number, input: unknown, operation: Operation = 'updateProduct'): Promise<Product> {
    const grant = await permit(this.em, operation);
    const product = await this.em.findOne(Product, { id }, { populate: ['specGroups.specs'] });
    if (!product) throw notFound('Product', id);
    permitDraft(grant, operation, product.publishedAt === null);
    const before = productSnapshot(product);
    return saveProduct(this.em, this.storage, product, parseInput(productSchema, input), (after) =>
      permitChanges(grant, operation, before, after),
    );
  }

  restoreSnapshot(id: number, snapshot: object, available: StillAvailable): Promise<Product> {
    return this.update(id, productInputOf(snapshot as ProductSnapshot, available), 'restoreContentRevision');
  }

  /** A spreadsheet in the export's format, saved as save() saves, all in one transaction (product-import.ts). */
  async importCsv(upload: IncomingFile | Promise<IncomingFile>, dryRun: boolean): Promise<ProductImportReport> {
    await permit(this.em, 'importProducts');
    return importProducts(this.em, this.storage, upload, dryRun);
  }

  addFile(productId: number, upload: IncomingFile | Promise<IncomingFile> | null, types: unknown): Promise<ProductFile> {
    return addProductFile(this.em, this.storage, productId, upload, types);
  }

  deleteFile(id: number): Promise<boolean> {
    return deleteProductFile(this.em, this.storage, id);
  }

  /** `granted`: the request carries a download grant for this file (AuthService.grantDownload): a draft's file too. */
  fileById(id: number, granted = false): Promise<ProductFile | null> {
    return productFileById(this.em, id, granted);
  }

  async delete(id: number): Promise<boolean> {
    return this.remove(id, await permit(this.em, 'deleteProduct'), 'deleteProduct');
  }

  private async remove(id: number, grant: Grant, operation: Operation): Promise<boolean> {
    const product = await this.em.findOne(Product, { id });
    if (product) permitDraft(grant, operation, product.publishedAt === null);
    return deleteProduct(this.em, this.storage, id);
  }
}
