import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Every given filter must match' })
export class AuditFilter {
  @Field(() => String, {
    nullable: true,
    description: 'create, update, delete, publish, unpublish, upload, login, login_failed, logout, password',
  })
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. Product, Blog, Image' })
  entityType?: string | null;

  @Field(() => Int, { nullable: true })
  adminId?: number | null;

  @Field(() => Date, { nullable: true, description: 'From this time on' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Before this time' })
  to?: Date | null;

  @Field(() => String, { nullable: true, description: "The entity's id, or part of its name" })
  text?: string | null;
}
