import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../common/errors.js';
import { Blog } from '../blog/blog.entity.js';
import { Product } from '../products/product.entity.js';

type Publishable = typeof Product | typeof Blog;

/**
 * Publishing is one action: a product or post becomes visible now, or at a time still to come (scheduled; the
 * publication clock moves the caches' content version then), or goes back to being a draft.
 */
export class PublishingService {
  constructor(private readonly em: EntityManager) {}

  publishProduct(id: number, at?: Date | null): Promise<Product> {
    return this.setPublishedAt(Product, id, at ?? new Date());
  }

  unpublishProduct(id: number): Promise<Product> {
    return this.setPublishedAt(Product, id, null);
  }

  publishBlog(id: number, at?: Date | null): Promise<Blog> {
    return this.setPublishedAt(Blog, id, at ?? new Date());
  }

  unpublishBlog(id: number): Promise<Blog> {
    return this.setPublishedAt(Blog, id, null);
  }

  private async setPublishedAt<E extends Publishable>(entity: E, id: number, publishedAt: Date | null): Promise<InstanceType<E>> {
    // Found whatever its state: publishing reads the row as the admin's edit page does.
    const row = (await this.em.findOne(entity as typeof Product, { id })) as InstanceType<E> | null;
    if (!row) throw notFound(entity.name, id);
    row.publishedAt = publishedAt;
    await this.em.flush();
    return row;
  }
}
