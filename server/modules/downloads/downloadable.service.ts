// What the two kinds of downloads on the resources pages (documents, applications) do alike: listed newest first,
// dated by their newest change, created with their main file, saved through the subclass's `save`.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import type { Storage } from '../../files/storage.js';
import type { TranslatedPairs } from '../../common/translation.js';
import { bulk } from '../listing/bulk.js';
import { allOf, englishWhere, indexedSearchWhere, metaOf, sortOrder } from '../listing/list-where.js';
import type { SearchKind } from '../search/search-entry.entity.js';
import type { DownloadableListArgs } from './downloadable.inputs.js';

/** A download's row: its id and the dates its lists are ordered and dated by (an index on each order keeps them cheap). */
export interface DownloadableRow {
  id: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A kind of download: its entity (and translated texts), the name in a not-found error, the name it is sorted by, its index entries. */
export interface DownloadableKind<T> {
  entity: (new () => T) & { translatedPairs: TranslatedPairs<never> };
  typeName: string;
  /** The property the list sorts by name. */
  sortName: string;
  /** Its entries in the search index, which the admin's list search reads. */
  searchKind: SearchKind;
}

export abstract class DownloadableService<T extends DownloadableRow, Uploads> {
  private readonly entity: new () => T;

  /** `mainFile`: the upload a new row cannot do without. */
  protected constructor(
    protected readonly em: EntityManager,
    protected readonly storage: Storage,
    private readonly kind: DownloadableKind<T>,
    private readonly mainFile: keyof Uploads & string,
  ) {
    this.entity = kind.entity;
  }

  /** Newest first, unless sorted; searched and filtered as `args` says (the admin's list). */
  list(page: PageArgs = {}, args: DownloadableListArgs = {}): Promise<T[]> {
    const columns = { NAME: [this.kind.sortName], CREATED: ['createdAt'], UPDATED: ['updatedAt'] };
    const orderBy = sortOrder<DownloadableRow>(columns, args.sort, args.order, { createdAt: 'desc', id: 'desc' });
    return findPage<DownloadableRow>(this.em, this.entity, this.where(args), orderBy, page) as Promise<T[]>;
  }

  count(args: DownloadableListArgs = {}): Promise<number> {
    return this.em.count(this.entity as new () => DownloadableRow, this.where(args));
  }

  private where(args: DownloadableListArgs) {
    const meta = metaOf(this.em, this.entity);
    return allOf<DownloadableRow>([
      ...englishWhere(meta, this.kind.entity.translatedPairs, args.english),
      ...indexedSearchWhere(this.kind.searchKind, args.search),
    ]);
  }

  /** Deletes the rows `ids` as delete() does, all or none; answers how many. */
  deleteMany(ids: readonly number[]): Promise<number> {
    return bulk(this.em, this.entity, ids, (id) => this.delete(id), this.storage);
  }

  /** When the newest change to any of them was made (null when there is none): the date of the pages listing them. */
  async lastModified(): Promise<Date | null> {
    const entity: new () => DownloadableRow = this.entity;
    const [newest] = await this.em.find<DownloadableRow, never, 'updatedAt'>(
      entity,
      {},
      { orderBy: { updatedAt: 'desc' }, fields: ['updatedAt'], limit: 1 },
    );
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
    if (!row) throw notFound(this.kind.typeName, id);
    return row;
  }

  /** Removes the row, and its files once no other row names them. */
  abstract delete(id: number): Promise<boolean>;

  /** Validates `input`, then stores the uploads given and the row in one go (files kept consistent with it). */
  protected abstract save(row: T, input: unknown, uploads: Uploads): Promise<T>;
}
