import { requireAdminToNarrow } from '../listing/list-args.js';
import { Upload } from '../upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Kind, type GraphQLResolveInfo } from 'graphql';
import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Info,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import { readsDrafts } from '../publishing/visibility.js';
import { fieldsUnder, selects } from '../selection.js';
import type { AppContext } from '../context.js';
import { PRODUCT_CATEGORIES, ProductCategoryEnum } from './product-category.js';
import { Product, ProductFile, Spec, SpecGroup } from './product.entity.js';
import { ProductInput, ProductListArgs } from './product.inputs.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';
import { MENU_PRODUCTS_PER_CATEGORY } from './product-list.js';
import { MAX_COMPARED_PRODUCTS } from '../../shared/product-compare.js';
import type { ProductFileView, ProductRead, ReadOptions, SpecGroupView } from './product-reads.js';

// The relations the query asks for are read with their products, in the same statement. A root typed as a union
// reaches these resolvers as it is: a plain view (product-reads.ts) is not copied into an entity first.
const relationsAsked = (info: GraphQLResolveInfo): ReadOptions => ({
  withSpecs: selects(info, 'specGroups'),
  withFiles: selects(info, 'files'),
});

@ObjectType({ description: 'A problem in an imported spreadsheet' })
class ProductImportError {
  @Field(() => Int, { description: 'The row as a spreadsheet numbers it (the header is row 1); 0 for the file as a whole' })
  row!: number;
  @Field({ description: 'The column (product_slug, spec_value_tr...), or file' })
  field!: string;
  @Field({
    description:
      'REQUIRED, TOO_LONG, INVALID_CATEGORY, DIFFERS_FROM_ROW, MISSING_COLUMN, CHANGED_SINCE_EXPORT, INVALID_CSV, INVALID_ENCODING, REPLACEMENT_CHARACTER...',
  })
  reason!: string;
}

enum ProductImportAction {
  create = 'create',
  update = 'update',
}
registerEnumType(ProductImportAction, { name: 'ProductImportAction', description: 'What an import does to a product' });

@ObjectType({ description: 'A product an import creates or updates, and what changes in it' })
class ProductImportChange {
  @Field() slug!: string;
  @Field(() => ProductImportAction) action!: ProductImportAction;
  @Field(() => [String], {
    description:
      'The columns (product_name, short_description_en...) and the spec names (in Turkish) that change; for a new product, all it has',
  })
  fields!: string[];
}

@ObjectType({ description: 'What an import did, or on a dry run would do; with any error it did nothing' })
class ProductImportResult {
  @Field(() => Int) created!: number;
  @Field(() => Int) updated!: number;
  @Field(() => Int) unchanged!: number;
  @Field(() => [ProductImportChange], { description: "Each product created or updated, in the file's order (none when there are errors)" })
  changes!: ProductImportChange[];
  @Field(() => [ProductImportError]) errors!: ProductImportError[];
}

@ObjectType({ description: 'A category of the header menu with its first products' })
class ProductMenuCategory {
  @Field(() => ProductCategoryEnum)
  category!: ProductCategoryEnum;

  @Field(() => [Product], {
    description: `At most ${MENU_PRODUCTS_PER_CATEGORY}, in the editors' order (the first of the category's list)`,
  })
  products!: Product[];
}

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => [Product], {
    description:
      "Products in id order (or newest first; within a category, the editors' order), optionally of one category, searched, filtered and sorted",
  })
  async products(
    @Args() page: PageArgs,
    @Args() args: ProductListArgs,
    @Arg('category', () => ProductCategoryEnum, { nullable: true }) category: ProductCategoryEnum | null,
    @Arg('newestFirst', { nullable: true, defaultValue: false, description: 'The last added first' }) newestFirst: boolean,
    @Ctx() ctx: AppContext,
    @Info() info: GraphQLResolveInfo,
  ) {
    await requireAdminToNarrow(args, ctx.principal);
    // A page's count asked beside it (the products page asks both) comes with the page's statement.
    const withCount = info.operation.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'productCount');
    return ctx.services.products.list({ ...page, ...args, category, newestFirst }, relationsAsked(info), { withCount });
  }

  @Query(() => Int, { description: 'How many products there are, with the same narrowing as `products` (for page numbers)' })
  async productCount(
    @Args() { search, status, english }: ProductListArgs,
    @Arg('category', () => ProductCategoryEnum, { nullable: true }) category: ProductCategoryEnum | null,
    @Ctx() ctx: AppContext,
  ) {
    await requireAdminToNarrow({ search, status, english }, ctx.principal);
    return ctx.services.products.count({ category, search, status, english });
  }

  @Query(() => [ProductMenuCategory], {
    description: `Every category in display order with its first ${MENU_PRODUCTS_PER_CATEGORY} products: the site's header menu, in one statement`,
  })
  productMenu(@Ctx() ctx: AppContext, @Info() info: GraphQLResolveInfo) {
    return ctx.services.products.menu(fieldsUnder(info, 'products'));
  }

  @Query(() => [ProductCategoryEnum], { description: 'The catalogue categories in display order' })
  productCategories() {
    return PRODUCT_CATEGORIES;
  }

  @Query(() => Product, { nullable: true })
  product(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext, @Info() info: GraphQLResolveInfo) {
    return ctx.services.products.byId(id, relationsAsked(info));
  }

  @Query(() => Product, { nullable: true })
  productBySlug(@Arg('slug') slug: string, @Ctx() ctx: AppContext, @Info() info: GraphQLResolveInfo) {
    return ctx.services.products.bySlug(slug, relationsAsked(info));
  }

  @Query(() => [Product], {
    description: `The products of a comparison with their specification groups, in the order asked: at most ${MAX_COMPARED_PRODUCTS} slugs (more: BAD_USER_INPUT, reason TOO_MANY); a slug of no product this reader may see is left out`,
  })
  compareProducts(@Arg('slugs', () => [String]) slugs: string[], @Ctx() ctx: AppContext) {
    return ctx.services.products.compare(slugs);
  }

  @Query(() => [ProductFile], { description: 'Files of a product; empty for an unknown product' })
  productFiles(@Arg('productId', () => Int) productId: number, @Ctx() ctx: AppContext) {
    return ctx.services.products.files(productId);
  }

  @FieldResolver(() => [SpecGroup])
  specGroups(@Root() product: ProductRead, @Ctx() ctx: AppContext) {
    return ctx.services.products.specGroups(product);
  }

  @FieldResolver(() => [ProductFile])
  files(@Root() product: ProductRead, @Ctx() ctx: AppContext) {
    return ctx.services.products.files(product);
  }

  @Authorized()
  @Mutation(() => Product)
  createProduct(@Arg('input') input: ProductInput, @Ctx() ctx: AppContext) {
    return ctx.services.products.create(input);
  }

  @Authorized()
  @Mutation(() => Product)
  updateProduct(@Arg('id', () => Int) id: number, @Arg('input') input: ProductInput, @Ctx() ctx: AppContext) {
    return ctx.services.products.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteProduct(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.products.delete(id);
  }

  @Authorized()
  @Mutation(() => Int, { description: `Deletes the products (at most ${MAX_BULK_IDS}), all or none; answers how many` })
  bulkDeleteProducts(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
    return ctx.services.products.deleteMany(ids);
  }

  @Authorized()
  @Mutation(() => ProductImportResult, {
    description:
      'Loads a spreadsheet in the format of GET /api/products.csv (a .csv: comma, semicolon or tab separated; UTF-8, UTF-16 or Windows-1254) or GET /api/products.xlsx (an .xlsx): products matched by slug are updated, new slugs are created as drafts, all in one transaction. A row whose product changed after its updated_at and which would change it again is an error (CHANGED_SINCE_EXPORT). With any error, or dryRun, nothing changes; the answer says what was (or would be) done, product by product',
  })
  importProducts(@Arg('file', () => Upload) file: Promise<FileUpload>, @Arg('dryRun') dryRun: boolean, @Ctx() ctx: AppContext) {
    return ctx.services.products.importCsv(file, dryRun);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "Puts a category's products in this order (ids: exactly that category's products); answers how many moved",
  })
  reorderProducts(
    @Arg('category', () => ProductCategoryEnum) category: ProductCategoryEnum,
    @Arg('ids', () => [Int]) ids: number[],
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.products.reorder(category, ids);
  }

  @Authorized()
  @Mutation(() => ProductFile)
  addProductFile(
    @Arg('productId', () => Int) productId: number,
    @Arg('file', () => Upload) file: Promise<FileUpload>,
    @Arg('fileTypeTr') fileTypeTr: string,
    @Arg('fileTypeEn') fileTypeEn: string,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.products.addFile(productId, file, { fileTypeTr, fileTypeEn });
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteProductFile(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.products.deleteFile(id);
  }
}

@Resolver(() => SpecGroup)
export class SpecGroupResolver {
  @FieldResolver(() => [Spec])
  specs(@Root() group: SpecGroup | SpecGroupView, @Ctx() ctx: AppContext) {
    return ctx.services.products.specs(group);
  }
}

@Resolver(() => ProductFile)
export class ProductFileResolver {
  @FieldResolver(() => String, {
    description: "Download link (original file name); an administrator's works for a draft's file too, for an hour",
  })
  async downloadUrl(@Root() file: ProductFile | ProductFileView, @Ctx() ctx: AppContext): Promise<string> {
    return (await readsDrafts(ctx.em))
      ? `${file.downloadUrl}?grant=${ctx.services.auth.grantDownload(file.id, ctx.token)}`
      : file.downloadUrl;
  }
}
