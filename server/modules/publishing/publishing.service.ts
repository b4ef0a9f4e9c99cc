import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { permit } from '../../common/actor.js';
import type { Operation } from '../../shared/access-policy.js';
import { bulk } from '../listing/bulk.js';
import { assertPublishable } from './publish-requirements.js';

/** A content type visitors see from its `publishedAt` on (products and blog posts register theirs). */
export interface PublishableRow {
  id: number;
  publishedAt: Date | null;
}

/** The operation's name as the schema spells it (`publishProduct`, `bulkUnpublishBlogs`), for the access table. */
const operation = (verb: string, entity: { name: string }, plural = '') => `${verb}${entity.name}${plural}` as Operation;

/**
 * Publishing is one action: a product or post becomes visible now, or at a time still to come (scheduled; the
 * publication clock moves the caches' content version then), or goes back to being a draft. A record lacking what its
 * type needs to be seen (a post's image) stays a draft: BAD_USER_INPUT, reason REQUIRED_TO_PUBLISH.
 */
export class PublishingService {
  constructor(private readonly em: EntityManager) {}

  async publish<T extends PublishableRow>(entity: EntityClass<T>, id: number, at?: Date | null): Promise<T> {
    await permit(this.em, operation('publish', entity));
    return this.setPublishedAt(entity, id, at ?? new Date());
  }

  async unpublish<T extends PublishableRow>(entity: EntityClass<T>, id: number): Promise<T> {
    await permit(this.em, operation('unpublish', entity));
    return this.setPublishedAt(entity, id, null);
  }

  /**
   * Publishes now those of `ids` that visitors do not see yet (a published record keeps its date), all or none;
   * answers how many changed.
   */
  async publishMany<T extends PublishableRow>(entity: EntityClass<T>, ids: readonly number[]): Promise<number> {
    await permit(this.em, operation('bulkPublish', entity, 's'));
    return bulk(this.em, entity, ids, async (id) => {
      const row = await this.found(entity, id);
      if (row.publishedAt && row.publishedAt <= new Date()) return false;
      await this.setPublishedAt(entity, id, new Date());
      return true;
    });
  }

  /** Makes drafts of those of `ids` that are not, all or none; answers how many changed. */
  async unpublishMany<T extends PublishableRow>(entity: EntityClass<T>, ids: readonly number[]): Promise<number> {
    await permit(this.em, operation('bulkUnpublish', entity, 's'));
    return bulk(this.em, entity, ids, async (id) => {
      if (!(await this.found(entity, id)).publishedAt) return false;
      await this.setPublishedAt(entity, id, null);
      return true;
    });
  }

  private async found<T extends PublishableRow>(entity: EntityClass<T>, id: number): Promise<T> {
    // Found whatever its state: publishing reads the row as the admin's edit page does.
    const row = (await this.em.findOne(entity as EntityClass<PublishableRow>, { id })) as T | null;
    if (!row) throw notFound(entity.name, id);
    return row;
  }

  private async setPublishedAt<T extends PublishableRow>(entity: EntityClass<T>, id: number, publishedAt: Date | null): Promise<T> {
    const row = await this.found(entity, id);
    // Scheduling is publishing too: the clock shows the record when its time comes, whatever it lacks then.
    if (publishedAt) assertPublishable(entity, row);
    row.publishedAt = publishedAt;
    await this.em.flush();
    return row;
  }
}
