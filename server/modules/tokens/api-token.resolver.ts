import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { ApiScope, ApiToken } from './api-token.entity.js';

@InputType({ description: 'A token for an integrator' })
class CreateApiTokenInput {
  @Field({ description: 'What it is for (an ERP, a price list)' })
  name!: string;

  @Field(() => [ApiScope])
  scopes!: ApiScope[];

  @Field(() => Date, { nullable: true, description: 'Refused after this; null: until revoked' })
  expiresAt?: Date | null;
}

@ObjectType({ description: 'A new token: the token itself is shown this once' })
class CreatedApiToken {
  @Field({ description: 'Sent as Authorization: Bearer <token>; only its SHA-256 is kept' })
  token!: string;

  @Field(() => ApiToken)
  apiToken!: ApiToken;
}

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiToken], { description: "Integrators' tokens, newest first (administrators only)" })
  apiTokens(@Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.list();
  }

  @Authorized()
  @Mutation(() => CreatedApiToken, { description: 'Makes a token for an integrator, acting within its scopes alone' })
  async createApiToken(@Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput, @Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.create((await ctx.admin())!, input);
  }

  @Authorized()
  @Mutation(() => ApiToken, { description: 'Revokes a token: refused from the next request on, on every process' })
  revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.revoke(id);
  }
}
