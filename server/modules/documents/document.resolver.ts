import { requireAdminToNarrow } from '../listing/list-args.js';
import { Upload } from '../../graphql/upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../../graphql/context.js';
import { Document } from './document.entity.js';
import { DocumentInput } from './document.inputs.js';

import { DownloadableListArgs } from '../downloads/downloadable.inputs.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';

type MaybeUpload = Promise<FileUpload> | null;

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => [Document], { description: 'Documents, newest first (or sorted), optionally searched and filtered' })
  async documents(@Args() page: PageArgs, @Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.admin);
    return ctx.services.documents.list(page, args);
  }

  @Query(() => Int, { description: 'How many documents there are, with the same narrowing as the list (for page numbers)' })
  async documentCount(@Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.admin);
    return ctx.services.documents.count(args);
  }

  @Query(() => Document, { nullable: true })
  document(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.documents.byId(id);
  }

  @Authorized()
  @Mutation(() => Document)
  createDocument(
    @Arg('input') input: DocumentInput,
    @Arg('fileTr', () => Upload) fileTr: Promise<FileUpload>,
    @Arg('fileEn', () => Upload, { nullable: true }) fileEn: MaybeUpload,
    @Arg('coverImage', () => Upload, { nullable: true }) coverImage: MaybeUpload,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.documents.create(input, { fileTr, fileEn, coverImage });
  }

  @Authorized()
  @Mutation(() => Document, { description: 'Files left out keep their current version' })
  updateDocument(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: DocumentInput,
    @Arg('fileTr', () => Upload, { nullable: true }) fileTr: MaybeUpload,
    @Arg('fileEn', () => Upload, { nullable: true }) fileEn: MaybeUpload,
    @Arg('coverImage', () => Upload, { nullable: true }) coverImage: MaybeUpload,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.documents.update(id, input, { fileTr, fileEn, coverImage });
  }

  @Authorized()
  @Mutation(() => Int, { description: `Deletes the documents (at most ${MAX_BULK_IDS}), all or none; answers how many` })
  bulkDeleteDocuments(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
    return ctx.services.documents.deleteMany(ids);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteDocument(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.documents.delete(id);
  }
}
