import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context.js';
import { downloadLink, DownloadableResolver } from '../downloadables/downloadable.resolver.js';
import { publishingResolver } from '../publishing/publishing.resolver.js';
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
  @FieldResolver(() => String, { description: "The Turkish file's download link; an administrator's works for a draft too, for an hour" })
  downloadUrlTr(@Root() doc: Document, @Ctx() ctx: AppContext) {
    return downloadLink(ctx, 'document', doc, doc.downloadUrlTr);
  }

  @FieldResolver(() => String, { nullable: true, description: "The English file's download link, if it has one" })
  downloadUrlEn(@Root() doc: Document, @Ctx() ctx: AppContext) {
    return doc.downloadUrlEn && downloadLink(ctx, 'document', doc, doc.downloadUrlEn);
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
}

/** A document's publication: its status, and publishing it now, at a time to come, or back to a draft. */
@Resolver(() => Document)
export class DocumentPublishingResolver extends publishingResolver(Document, 'Document', 'a document') {}
