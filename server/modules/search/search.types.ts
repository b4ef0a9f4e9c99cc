import { Field, Float, Int, ObjectType } from 'type-graphql';
import { type SearchKind, SiteSearchKind } from './search-entry.entity.js';

@ObjectType({ description: 'A piece of text; `hit` marks what matched the search (render it highlighted, e.g. <mark>)' })
export class TextSegment {
  @Field()
  text!: string;

  @Field()
  hit!: boolean;
}

@ObjectType({ description: 'A product, blog post or document that matched a search' })
export class SearchHit {
  @Field(() => SiteSearchKind)
  kind!: SearchKind;

  @Field(() => Int, { description: 'The id of the product, post or document' })
  id!: number;

  @Field(() => String, { nullable: true, description: 'Its slug (products and posts); null for a document' })
  slug!: string | null;

  @Field({ description: "Where it is: a product's or post's page, a document's file in the language searched" })
  url!: string;

  @Field({ description: 'The title in the language searched' })
  title!: string;

  @Field(() => [TextSegment], { description: 'The title with the words that matched marked' })
  titleSegments!: TextSegment[];

  @Field(() => [TextSegment], { description: 'A short passage of its text around the first match, matches marked' })
  snippet!: TextSegment[];

  @Field(() => Float, { description: 'Relevance: higher is better (results come best first)' })
  rank!: number;
}

@ObjectType()
export class SearchResults {
  @Field(() => Int, {
    description: 'How many results there are in all (for the count and page numbers), counted up to 1,000: see totalCapped',
  })
  total!: number;

  @Field({
    description:
      'True when more than `total` (1,000) records match: a search counts, ranks and pages through its best 1,000 (records whose titles hold every word first); refine the query to narrow them',
  })
  totalCapped!: boolean;

  @Field(() => [SearchHit], { description: 'The results asked for (take, skip), best first' })
  items!: SearchHit[];
}
