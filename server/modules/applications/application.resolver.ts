import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context.js';
import { downloadLink, DownloadableResolver } from '../downloadables/downloadable.resolver.js';
import { publishingResolver } from '../publishing/publishing.resolver.js';
import { Upload } from '../upload-scalar.js';
import { Application } from './application.entity.js';
import { ApplicationInput } from './application.inputs.js';

type MaybeUpload = Promise<FileUpload> | null;

@Resolver(() => Application)
export class ApplicationResolver extends DownloadableResolver({
  type: Application,
  one: 'application',
  many: 'applications',
  noun: 'downloadable applications',
  service: (s) => s.applications,
}) {
  @FieldResolver(() => String, { description: "The file's download link; an administrator's works for a draft too, for an hour" })
  downloadUrl(@Root() app: Application, @Ctx() ctx: AppContext) {
    return downloadLink(ctx, 'application', app, app.downloadUrl);
  }

  @Authorized()
  @Mutation(() => Application)
  createApplication(
    @Arg('input') input: ApplicationInput,
    @Arg('file', () => Upload) file: Promise<FileUpload>,
    @Arg('icon', () => Upload, { nullable: true }) icon: MaybeUpload,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.applications.create(input, { file, icon });
  }

  @Authorized()
  @Mutation(() => Application, { description: 'Files left out keep their current version' })
  updateApplication(
    @Arg('id', () => Int) id: number,
    @Arg('input') input: ApplicationInput,
    @Arg('file', () => Upload, { nullable: true }) file: MaybeUpload,
    @Arg('icon', () => Upload, { nullable: true }) icon: MaybeUpload,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.applications.update(id, input, { file, icon });
  }
}

/** An application's publication: its status, and publishing it now, at a time to come, or back to a draft. */
@Resolver(() => Application)
export class ApplicationPublishingResolver extends publishingResolver(Application, 'Application', 'an application') {}
