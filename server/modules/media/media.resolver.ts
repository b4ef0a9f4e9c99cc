import { Upload } from '../../graphql/upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { ImageTarget } from './media.service.js';

@Resolver()
export class MediaResolver {
  @Authorized()
  @Mutation(() => String, { description: 'Stores an image; answers the file name to put in a blog or product' })
  uploadImage(
    @Arg('type', () => ImageTarget) type: ImageTarget,
    @Arg('file', () => Upload) file: Promise<FileUpload>,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.media.uploadImage(type, file);
  }
}
