import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { DEFAULT_SEARCH_TAKE, MAX_QUERY_LENGTH, MAX_SEARCH_TAKE } from './search.service.js';
import { LanguageEnum } from '../../common/language.js';
import { SearchResults } from './search.types.js';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      `Published products, blog posts and documents matching the words of \`query\` (1 to ${MAX_QUERY_LENGTH} characters; ` +
      'Turkish and English word forms, any case or accents, near misses), best first',
  })
  search(
    @Arg('query') query: string,
    @Arg('language', () => LanguageEnum, { nullable: true, description: 'The texts searched and returned (default tr)' })
    language: LanguageEnum | null,
    @Arg('take', () => Int, { nullable: true, description: `At most ${MAX_SEARCH_TAKE} (default ${DEFAULT_SEARCH_TAKE})` })
    take: number | null,
    @Arg('skip', () => Int, { nullable: true, description: 'Results to skip (default 0)' }) skip: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.search.search({ query, language, take, skip });
  }
}
