// The GraphQL reads and deletes each kind of download (documents, applications) has alike, named after the kind:
// `documents`, `documentCount`, `document`, `bulkDeleteDocuments`, `deleteDocument`. Each kind's resolver extends
// this one with its create and update, whose file arguments differ.
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';
import { requireAdminToNarrow } from '../listing/list-args.js';
import { readsDrafts } from '../publishing/visibility.js';
import type { Services } from '../services.js';
import { DownloadableListArgs } from './downloadable.inputs.js';
import type { DownloadableRow, DownloadableService } from './downloadable.service.js';

export interface DownloadableFields<T extends DownloadableRow> {
  type: ClassType<T>;
  /** The one and the many, as the fields spell them: 'document', 'documents'. */
  one: string;
  many: string;
  /** The many in the fields' descriptions: 'documents', 'downloadable applications'. */
  noun: string;
  service: (services: Services) => DownloadableService<T, string>;
}

const capital = (name: string) => name[0].toUpperCase() + name.slice(1);

export function DownloadableResolver<T extends DownloadableRow>({ type, one, many, noun, service }: DownloadableFields<T>) {
  @Resolver()
  abstract class DownloadableReads {
    @Query(() => [type], { name: many, description: `${capital(noun)}, newest first (or sorted), optionally searched and filtered` })
    async list(@Args() page: PageArgs, @Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
      await requireAdminToNarrow(args, ctx.principal);
      return service(ctx.services).list(page, args);
    }

    @Query(() => Int, {
      name: `${one}Count`,
      description: `How many ${noun} there are, with the same narrowing as the list (for page numbers)`,
    })
    async count(@Args() args: DownloadableListArgs, @Ctx() ctx: AppContext) {
      await requireAdminToNarrow(args, ctx.principal);
      return service(ctx.services).count(args);
    }

    @Query(() => type, { name: one, nullable: true })
    byId(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
      return service(ctx.services).byId(id);
    }

    @Authorized()
    @Mutation(() => Int, {
      name: `bulkDelete${capital(many)}`,
      description: `Deletes the ${noun} (at most ${MAX_BULK_IDS}), all or none; answers how many`,
    })
    bulkDelete(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
      return service(ctx.services).deleteMany(ids);
    }

    @Authorized()
    @Mutation(() => Boolean, { name: `delete${capital(one)}` })
    delete(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
      return service(ctx.services).delete(id);
    }
  }
  return DownloadableReads;
}

/**
 * A download link as this reader may use it: a row visitors do not see yet is served to a plain link (the admin's
 * list and form, which send no bearer token with it) only with a download grant, for an hour, for that row.
 */
export async function downloadLink(ctx: AppContext, kind: string, row: DownloadableRow, url: string): Promise<string> {
  const hidden = !row.publishedAt || row.publishedAt > new Date();
  if (!hidden || !(await readsDrafts(ctx.em))) return url;
  return `${url}?grant=${encodeURIComponent(ctx.services.auth.grantDownload(`${kind}:${row.id}`, ctx.token))}`;
}
