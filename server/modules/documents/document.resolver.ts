import { Upload } from '../../graphql/upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../../graphql/context.js';
import { Document } from './document.entity.js';
import { DocumentInput } from './document.inputs.js';

type MaybeUpload = Promise<FileUpload> | null;

@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => [Document], { description: 'Documents, newest first' })
  documents(@Args() page: PageArgs, @Ctx() ctx: AppContext) {
    return ctx.services.documents.list(page);
  }

  @Query(() => Int, { description: 'How many documents there are (for page numbers)' })
  documentCount(@Ctx() ctx: AppContext) {
    return ctx.services.documents.count();
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
  @Mutation(() => Boolean)
  deleteDocument(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.documents.delete(id);
  }
}
