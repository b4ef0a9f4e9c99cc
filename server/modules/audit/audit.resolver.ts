import { Arg, Args, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { AuditEntry } from '../../audit-trail/audit-entry.entity.js';
import { AuditFilter } from './audit.inputs.js';

@ObjectType()
class AuditFilterOptions {
  @Field(() => [String]) actions!: string[];
  @Field(() => [String]) entityTypes!: string[];
  @Field(() => [AdminUser]) admins!: AdminUser[];
}

/** Read only: no mutation changes or removes an entry (the database refuses it too). */
@Resolver()
export class AuditResolver {
  @Authorized()
  @Query(() => [AuditEntry], { description: 'The audit log, newest first' })
  auditEntries(
    @Arg('filter', () => AuditFilter, { nullable: true }) filter: AuditFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.audit.list(filter ?? {}, page);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many audit entries match the filter (for the pager)' })
  auditEntryCount(@Arg('filter', () => AuditFilter, { nullable: true }) filter: AuditFilter | null, @Ctx() ctx: AppContext) {
    return ctx.services.audit.count(filter ?? {});
  }

  @Authorized()
  @Query(() => AuditFilterOptions, { description: "The audit log's filter choices" })
  auditFilterOptions(@Ctx() ctx: AppContext) {
    return ctx.services.audit.filterOptions();
  }
}
