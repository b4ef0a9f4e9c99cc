import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { DownloadableResolver } from '../downloadables/downloadable.resolver.js';
import { Upload } from '../upload-scalar.js';
import { Document } from './document.entity.js';
import { DocumentInput } from './document.inputs.js';

type MaybeUpload = Promise<FileUpload> | null;

@Resolver(() => Document)
export class DocumentResolver extends DownloadableResolver({
  type: Document,
  one: 'document',
  many: 'documents',
  noun: 'documents',
  service: (s) => s.documents,
}) {
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
}
