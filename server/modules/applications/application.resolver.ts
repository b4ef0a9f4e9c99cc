import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { DownloadableResolver } from '../downloadables/downloadable.resolver.js';
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
