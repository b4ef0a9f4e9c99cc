import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { permit } from '../../common/actor.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { PRODUCT_CATEGORIES, type ProductCategoryEnum } from '../products/product-category.js';
import { QuoteRoute } from './quote-route.entity.js';

const routesSchema = z
  .array(
    z.object({
      category: z.enum(PRODUCT_CATEGORIES),
      mailTo: z.string().trim().max(254, 'TOO_LONG').pipe(z.email('INVALID_EMAIL')),
    }),
  )
  .max(PRODUCT_CATEGORIES.length, 'TOO_MANY')
  .superRefine((routes, context) => {
    routes.forEach((route, i) => {
      if (routes.findIndex((other) => other.category === route.category) < i)
        context.addIssue({ code: 'custom', message: 'DUPLICATE', path: [i, 'category'] });
    });
  });

/** The sales addresses by product category, which the administrator sets in the back office. */
export class QuoteRouteService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<QuoteRoute[]> {
    await permit(this.em, 'quoteRoutes');
    return this.em.find(QuoteRoute, {}, { orderBy: { id: 'asc' } });
  }

  /** The whole table at once: a category left out has no address of its own (QUOTE_MAIL_TO's). Each change audited. */
  async set(input: unknown): Promise<QuoteRoute[]> {
    await permit(this.em, 'setQuoteRoutes');
    const routes = parseInput(routesSchema, input);
    const em = this.em;
    return inTransaction(em, async () => {
      const existing = await em.find(QuoteRoute, {});
      for (const row of existing) if (!routes.some((r) => r.category === row.category)) em.remove(row);
      for (const route of routes) {
        const row = existing.find((r) => r.category === route.category);
        if (row) row.mailTo = route.mailTo;
        else em.create(QuoteRoute, route);
      }
      await em.flush();
      return em.find(QuoteRoute, {}, { orderBy: { id: 'asc' } });
    });
  }
}

/** The sales addresses of a request naming products of `categories`: each category's own, else `fallback`. */
export async function salesAddresses(
  em: EntityManager,
  categories: readonly ProductCategoryEnum[],
  fallback: string | undefined,
): Promise<string[]> {
  const routes = await em.find(QuoteRoute, { category: { $in: [...categories] } });
  const addresses = categories.map((category) => routes.find((r) => r.category === category)?.mailTo ?? fallback);
  return [...new Set(addresses.filter((a): a is string => !!a))];
}
