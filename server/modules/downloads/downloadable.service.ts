// What the two kinds of downloads on the resources pages (documents, applications) do alike: listed newest first,
// dated by their newest change, created with their main file, saved through the subclass's `save`.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import type { Storage } from '../../files/storage.js';

/** A download's row: its id and the dates its lists are ordered and dated by (an index on each order keeps them cheap). */
export interface DownloadableRow {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

export abstract class DownloadableService<T extends DownloadableRow, Uploads> {
  /** `mainFile`: the upload a new row cannot do without; `typeName` names the row in a not-found error. */
  protected constructor(
    protected readonly em: EntityManager,
    protected readonly storage: Storage,
    private readonly entity: new () => T,
    private readonly typeName: string,
    private readonly mainFile: keyof Uploads & string,
  ) {}

  /** Newest first. */
  list(page: PageArgs = {}): Promise<T[]> {
    return findPage<DownloadableRow>(this.em, this.entity, {}, { createdAt: 'desc', id: 'desc' }, page) as Promise<T[]>;
  }

  count(): Promise<number> {
    return this.em.count(this.entity, {});
  }

  /** When the newest change to any of them was made (null when there is none): the date of the pages listing them. */
  async lastModified(): Promise<Date | null> {
    const entity: new () => DownloadableRow = this.entity;
    const [newest] = await this.em.find(entity, {}, { orderBy: { updatedAt: 'desc' }, fields: ['updatedAt'], limit: 1 });
    return newest?.updatedAt ?? null;
  }

  byId(id: number): Promise<T | null> {
    return this.em.findOne(this.entity as new () => DownloadableRow, { id }) as Promise<T | null>;
  }

  /** The main file is required on create only. */
  create(input: unknown, uploads: Uploads): Promise<T> {
    if (!uploads[this.mainFile]) throw userInputError(this.mainFile, 'REQUIRED');
    return this.save(new this.entity(), input, uploads);
  }

  async update(id: number, input: unknown, uploads: Uploads): Promise<T> {
    return this.save(await this.found(id), input, uploads);
  }

  /** The row `id`, or a not-found error. */
  protected async found(id: number): Promise<T> {
    const row = await this.byId(id);
    if (!row) throw notFound(this.typeName, id);
    return row;
  }

  /** Removes the row, and its files once no other row names them. */
  abstract delete(id: number): Promise<boolean>;

  /** Validates `input`, then stores the uploads given and the row in one go (files kept consistent with it). */
  protected abstract save(row: T, input: unknown, uploads: Uploads): Promise<T>;
}
