// The editors' order of products within a category: a new or moved product goes last; reorderProducts sets it whole.
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { userInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { parseInput } from '../../common/validation.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import type { ContentVersion } from '../../cache/content-version.js';
import { fieldTag, listTag, recordTag, tableTag } from '../../cache/read-tracking.js';
import { queueUpdated } from '../webhooks/webhook-events.subscriber.js';
import { ProductCategoryEnum } from './product-category.js';
import { Product } from './product.entity.js';

/** A category holds at most this many products to reorder at once (far more than a page of the site shows). */
export const MAX_REORDER_IDS = 2000;

/** The position after the last product of each of `categories` (0 for an empty one), in one statement. */
export async function nextPositions(
  em: EntityManager,
  categories: readonly ProductCategoryEnum[],
): Promise<Map<ProductCategoryEnum, number>> {
  if (!categories.length) return new Map();
  const rows = await em
    .createQueryBuilder(Product)
    .select(['category', raw('max(position) as last')])
    .where({ category: { $in: [...categories] } })
    .groupBy('category')
    .execute<{ category: ProductCategoryEnum; last: number | null }[]>('all');
  const last = new Map(rows.map((r) => [r.category, r.last]));
  return new Map(categories.map((c) => [c, last.get(c) == null ? 0 : Number(last.get(c)) + 1]));
}

const reorderSchema = z.object({
  category: z.enum(ProductCategoryEnum, 'INVALID_CATEGORY'),
  ids: z.array(z.number().int().positive('INVALID')).min(1, 'REQUIRED').max(MAX_REORDER_IDS, 'TOO_MANY'),
});

/**
 * Gives the products of `category` the positions of their order in `ids`, which must name each of them exactly
 * once (else BAD_USER_INPUT, reason MISMATCH, and nothing changes). One transaction and one audit entry: the
 * category's order is one change, however many rows hold it. Answers how many products moved.
 */
export async function reorder(
  em: EntityManager,
  contentVersion: Pick<ContentVersion, 'changedInTransaction'> | undefined,
  categoryInput: unknown,
  idsInput: readonly number[],
): Promise<number> {
  const { category, ids } = parseInput(reorderSchema, { category: categoryInput, ids: idsInput });
  const meta = em.getMetadata().get(Product.name);
  return inTransaction(em, async () => {
    // Plain rows, locked: nothing managed by the ORM goes stale, and two editors' orders do not interleave.
    const rows: { id: number; position: number; slug: string }[] = await em
      .createQueryBuilder(Product)
      .select(['id', 'position', 'slug'])
      .where({ category })
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('all');
    const current = new Map(rows.map((r) => [r.id, r.position]));
    if (new Set(ids).size !== ids.length || ids.length !== rows.length || ids.some((id) => !current.has(id))) {
      throw userInputError('ids', 'MISMATCH');
    }
    const placed = new Map(ids.map((id, position) => [id, position]));
    const moved = rows.filter((r) => placed.get(r.id) !== r.position);
    if (!moved.length) return 0;
    // One statement, not a flush: a product's order is not a change of its page (its last-change date stays).
    await em.execute(
      `update "${meta.tableName}" as p set "position" = x.position - 1
      from unnest(array[?]::int[]) with ordinality as x (id, position) where p.id = x.id`,
      [ids],
    );
    contentVersion?.changedInTransaction(
      em,
      new Set([
        tableTag(meta.tableName),
        listTag(meta.tableName),
        fieldTag(meta.tableName, 'position'),
        ...ids.map((id) => recordTag(meta.tableName, id)),
      ]),
    );
    await recordAudit(em, { action: 'update', entityType: 'Product', entityName: category, fields: ['position'] });
    // Integrators that mirror the lists hear of each product that moved.
    queueUpdated(em, 'product', moved);
    return moved.length;
  });
}
