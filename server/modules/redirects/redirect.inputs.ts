import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A redirect added by hand, e.g. an address of the old site' })
export class RedirectInput {
  @Field({ description: 'A path of this site (starts with /; no scheme, host or query); not an admin, API or GraphQL path' })
  fromPath!: string;

  @Field({ description: 'A path of this site to lead to (one leading /), optionally with a query' })
  toPath!: string;

  @Field({ defaultValue: true, description: 'true: 301 (moved for good); false: 302 (for now)' })
  permanent: boolean = true;
}
