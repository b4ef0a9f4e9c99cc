import { Upload } from '../upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context.js';
import { MediaItem } from '../../files/media-item.entity.js';
import { ImageTarget, MediaItemInput, MediaListArgs, MediaUsage } from './media.inputs.js';

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

@Resolver(() => MediaItem)
export class MediaItemResolver {
  @Authorized()
  @Query(() => [MediaItem], { description: 'The media library, newest first' })
  mediaItems(@Args() args: MediaListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.media.list(args);
  }

  @Authorized()
  @Query(() => Int)
  mediaItemCount(@Args() args: MediaListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.media.count(args);
  }

  @Authorized()
  @Query(() => MediaItem, { nullable: true })
  mediaItem(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.media.byId(id);
  }

  @Authorized()
  @Mutation(() => MediaItem, { description: 'Stores an image in the library' })
  uploadMedia(@Arg('file', () => Upload) file: Promise<FileUpload>, @Ctx() ctx: AppContext) {
    return ctx.services.media.upload(file);
  }

  @Authorized()
  @Mutation(() => MediaItem, { description: 'Alternative texts and focal point' })
  updateMediaItem(@Arg('id', () => Int) id: number, @Arg('input', () => MediaItemInput) input: MediaItemInput, @Ctx() ctx: AppContext) {
    return ctx.services.media.update(id, input);
  }

  @Authorized()
  @Mutation(() => MediaItem, {
    description: 'New bytes for an image or file: every record and text showing or offering it keeps doing so, with the new file',
  })
  replaceMediaFile(@Arg('id', () => Int) id: number, @Arg('file', () => Upload) file: Promise<FileUpload>, @Ctx() ctx: AppContext) {
    return ctx.services.media.replace(id, file);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes an item no record uses (MEDIA_IN_USE otherwise)' })
  deleteMediaItem(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.media.delete(id);
  }

  @FieldResolver(() => [MediaUsage], { description: 'The records that show or offer it' })
  usages(@Root() item: MediaItem, @Ctx() ctx: AppContext) {
    return ctx.services.media.usagesOf(item.id);
  }

  @FieldResolver(() => Int)
  async usageCount(@Root() item: MediaItem, @Ctx() ctx: AppContext) {
    return (await ctx.services.media.usagesOf(item.id)).length;
  }
}
