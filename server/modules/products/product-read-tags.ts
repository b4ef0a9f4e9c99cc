// What a kept answer showing products depends on (server/cache/read-tracking.ts): the products it showed, which
// products a list holds, or only some fields of any product (the header's menu: an edit of a description leaves it).
import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fieldTag, listTag, readPrecisely, recordTag } from '../../cache/read-tracking.js';
import { Product } from './product.entity.js';

export class ProductReadTags {
  private readonly meta: EntityMetadata<Product>;

  constructor(em: EntityManager) {
    this.meta = em.getMetadata().get(Product);
  }

  /** `read` reads products and says what it showed of them with `tagsOf` its result; other tables it names count whole. */
  read<T>(read: () => Promise<T>, tagsOf: (result: T) => Iterable<string>): Promise<T> {
    return readPrecisely([this.meta.tableName], read, tagsOf);
  }

  /** Which products a list holds and in what order (a new product, a publication, a reorder change it). */
  get list(): string {
    return listTag(this.meta.tableName);
  }

  record(id: number | string): string {
    return recordTag(this.meta.tableName, id);
  }

  /** A page of a list: its products and the list. */
  page(products: readonly { id: number }[]): string[] {
    return [this.list, ...products.map((p) => this.record(p.id))];
  }

  /**
   * Products of which an answer shows only the fields `shown`: those fields of any product when they are all stored
   * columns (a derived field may read any of the record's), else the products themselves; and the list.
   */
  fields(shown: readonly string[], products: readonly Record<string, unknown>[]): string[] {
    const properties = this.meta.properties as Record<string, { kind: ReferenceKind; persist?: boolean } | undefined>;
    // The type's name (a client's cache asks it everywhere) is no field of the record.
    const fields = shown.filter((name) => !name.startsWith('__'));
    const stored =
      fields.length > 0 && fields.every((name) => properties[name]?.kind === ReferenceKind.SCALAR && properties[name]?.persist !== false);
    return [
      this.list,
      ...(stored ? fields.map((name) => fieldTag(this.meta.tableName, name)) : products.map((p) => this.record(String(p.id)))),
    ];
  }
}
