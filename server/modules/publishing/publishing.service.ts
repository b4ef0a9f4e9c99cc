import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';

/** A content type visitors see from its `publishedAt` on (products and blog posts register theirs). */
export interface PublishableRow {
  id: number;
  publishedAt: Date | null;
}

/**
 * Publishing is one action: a product or post becomes visible now, or at a time still to come (scheduled; the
 * publication clock moves the caches' content version then), or goes back to being a draft.
 */
export class PublishingService {
  constructor(private readonly em: EntityManager) {}

  publish<T extends PublishableRow>(entity: EntityClass<T>, id: number, at?: Date | null): Promise<T> {
    return this.setPublishedAt(entity, id, at ?? new Date());
  }

  unpublish<T extends PublishableRow>(entity: EntityClass<T>, id: number): Promise<T> {
    return this.setPublishedAt(entity, id, null);
  }

  private async setPublishedAt<T extends PublishableRow>(entity: EntityClass<T>, id: number, publishedAt: Date | null): Promise<T> {
    // Found whatever its state: publishing reads the row as the admin's edit page does.
    const row = (await this.em.findOne(entity as EntityClass<PublishableRow>, { id })) as T | null;
    if (!row) throw notFound(entity.name, id);
    row.publishedAt = publishedAt;
    await this.em.flush();
    return row;
  }
}
