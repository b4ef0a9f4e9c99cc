import { requireAdminToNarrow } from '../listing/list-args.js';
import { Upload } from '../../graphql/upload-scalar.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../../graphql/context.js';
import { Application } from './application.entity.js';
import { ApplicationInput } from './application.inputs.js';

import { DownloadableListArgs } from '../downloads/downloadable.inputs.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';

type MaybeUpload = Promise<FileUpload> | null;

@Resolver(() => Application)
export class ApplicationResolver {
  @Query(() => [Application], { description: 'Downloadable applications, newest first (or sorted), optionally searched and filtered' })
  async applications(@Args() page: PageArgs, @Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.admin);
    return ctx.services.applications.list(page, args);
  }

  @Query(() => Int, { description: 'How many downloadable applications there are, with the same narrowing as the list (for page numbers)' })
  async applicationCount(@Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.admin);
    return ctx.services.applications.count(args);
  }

  @Query(() => Application, { nullable: true })
  application(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.applications.byId(id);
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

  @Authorized()
  @Mutation(() => Int, { description: `Deletes the downloadable applications (at most ${MAX_BULK_IDS}), all or none; answers how many` })
  bulkDeleteApplications(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
    return ctx.services.applications.deleteMany(ids);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteApplication(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.applications.delete(id);
  }
}
