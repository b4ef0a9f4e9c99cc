import { Field, InputType } from 'type-graphql';

@InputType({ description: 'A redirect added by hand, e.g. an address of the old site' })
export class RedirectInput {
  @Field({
    description:
      'A path of this site (starts with /, or a full address of this site), optionally with the query that named an old page (/urun.asp?id=12); not an admin, API, GraphQL or file path, nor the not-found page',
  })
  fromPath!: string;

  @Field({ description: 'A path of this site to lead to (one leading /, or a full address of this site), optionally with a query' })
  toPath!: string;

  @Field({ defaultValue: true, description: 'true: 301 (moved for good); false: 302 (for now)' })
  permanent: boolean = true;
}
