import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { ProductCategoryEnum } from '../products/product-category.js';
import { QuoteRoute } from './quote-route.entity.js';

@InputType({ description: "A product category's sales address" })
class QuoteRouteInput {
  @Field(() => ProductCategoryEnum) category!: ProductCategoryEnum;
  @Field({ description: 'An e-mail address, at most 254 characters' }) mailTo!: string;
}

@Resolver(() => QuoteRoute)
export class QuoteRoutesResolver {
  @Authorized()
  @Query(() => [QuoteRoute], { description: 'The sales addresses by product category; a category not listed goes to QUOTE_MAIL_TO' })
  quoteRoutes(@Ctx() ctx: AppContext) {
    return ctx.services.quoteRoutes.list();
  }

  @Authorized()
  @Mutation(() => [QuoteRoute], {
    description:
      'Sets the whole table (administrators): a category left out has no address of its own. BAD_USER_INPUT: N.mailTo (INVALID_EMAIL), N.category (DUPLICATE)',
  })
  setQuoteRoutes(@Arg('routes', () => [QuoteRouteInput]) routes: QuoteRouteInput[], @Ctx() ctx: AppContext) {
    return ctx.services.quoteRoutes.set(routes);
  }
}
