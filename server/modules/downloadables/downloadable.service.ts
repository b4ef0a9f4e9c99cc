// What the two kinds of downloads on the resources pages (documents, applications) do alike: listed newest first,
// dated by their newest change, created with their main file (published, or a draft), saved with their files and
// image in one go, deleted with them. What differs between the kinds (entity, files and their stores, image field,
// input) is data. Visitors see one from its publication time on, as products and posts (publishing module).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { notFound, userInputError } from '../../common/errors.js';
import { permit, permitChanges, permitDraft } from '../../common/actor.js';
import { publishedNow } from '../../common/publication.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import { inTransaction } from '../../common/transaction.js';
import { outdatedEnglish, type TranslatedPairs } from '../../common/translation.js';
import { parseInput } from '../../common/validation.js';
import { FileChanges } from '../../files/file-changes.js';
import { mediaImageSize } from '../../files/media-library.js';
import type { IncomingFile, Storage, UploadKind } from '../../files/storage.js';
import type { StoredFile } from '../../files/stored-file.js';
import type { Grant } from '../../shared/access-policy.js';
import { bulk } from '../listing/bulk.js';
import { statusWhere } from '../publishing/publication-filter.js';
import { visibleWhere } from '../publishing/visibility.js';
import { allOf, englishWhere, indexedSearchWhere, metaOf, sortOrder } from '../listing/list-where.js';
import type { SearchKind } from '../search/search-entry.entity.js';
import { SearchIndex } from '../search/search-index.js';
import type { DownloadableListArgs } from './downloadable.inputs.js';

type Upload = IncomingFile | Promise<IncomingFile>;
/** The files sent with a save, by field: each of the kind's files and its image. */
export type DownloadableUploads<F extends string> = Partial<Record<F, Upload | null>>;

/** A download's row: its id, the dates its lists are ordered and dated by (an index on each order keeps them cheap), when visitors see it. */
export interface DownloadableRow {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

/** What a save reads from its input: the row's texts, the English fields confirmed, the library image picked, a new one kept a draft. */
export type DownloadableInput = { confirmedEnglish: string[]; draft?: boolean | null } & Record<string, unknown>;

/** A kind of download: its entity (and translated texts), the name in a not-found error, the name it is sorted by, its index entries. */
export interface DownloadableKind<T, F extends string> {
  entity: (new () => T) & { translatedPairs: TranslatedPairs<never> };
  /** Its GraphQL type, which names its operations (`createDocument`) in errors and the access table. */
  typeName: 'Document' | 'Application';
  /** The property the list sorts by name. */
  sortName: string;
  /** Its entries in the search index, which the admin's list search reads. */
  searchKind: SearchKind;
  /** Its files, the first one required on create: the upload's field is the entity's property, kept in `store`. */
  files: readonly { field: F; store: UploadKind }[];
  /** Its image: a stored name in `<field>`, its library item in `<field>Media`, its size in `<field>Size`. */
  image: F;
  /** Its input, checked; `<image>Id` picks the image from the library. */
  schema: z.ZodType<DownloadableInput>;
  /** The texts as stored, from the input's and the row's (a kind's defaults); the input's as they are when left out. */
  stored?(texts: Record<string, unknown>, row: T): Record<string, unknown>;
}

export class DownloadableService<T extends DownloadableRow, F extends string> {
  private readonly entity: new () => T;

  constructor(
    protected readonly em: EntityManager,
    protected readonly storage: Storage,
    private readonly kind: DownloadableKind<T, F>,
  ) {
    this.entity = kind.entity;
  }

  /** Newest first, unless sorted; searched and filtered as `args` says (the admin's list); drafts for the admin only. */
  async list(page: PageArgs = {}, args: DownloadableListArgs = {}): Promise<T[]> {
    const columns = { NAME: [this.kind.sortName], CREATED: ['createdAt'], UPDATED: ['updatedAt'], STATUS: ['publishedAt'] };
    const orderBy = sortOrder<DownloadableRow>(columns, args.sort, args.order, { createdAt: 'desc', id: 'desc' });
    return findPage<DownloadableRow>(this.em, this.entity, await this.where(args), orderBy, page) as Promise<T[]>;
  }

  async count(args: DownloadableListArgs = {}): Promise<number> {
    return this.em.count(this.entity as new () => DownloadableRow, await this.where(args));
  }

  private async where(args: DownloadableListArgs) {
    const meta = metaOf(this.em, this.entity);
    return allOf<DownloadableRow>([
      await visibleWhere(this.em),
      ...statusWhere(args.status),
      ...englishWhere(meta, this.kind.entity.translatedPairs, args.english),
      ...indexedSearchWhere(this.kind.searchKind, args.search),
    ]);
  }

  /** Deletes the rows `ids` as delete() does, all or none; answers how many. */
  async deleteMany(ids: readonly number[]): Promise<number> {
    const operation = `bulkDelete${this.kind.typeName}s` as const;
    const grant = await permit(this.em, operation);
    return bulk(this.em, this.entity, ids, (id) => this.remove(id, grant, operation), this.storage);
  }

  /** When the newest change to any visitors see was made (null when there is none): the date of the pages listing them. */
  async lastModified(): Promise<Date | null> {
    const entity: new () => DownloadableRow = this.entity;
    const [newest] = await this.em.find<DownloadableRow, never, 'updatedAt'>(entity, publishedNow(), {
      orderBy: { updatedAt: 'desc' },
      fields: ['updatedAt'],
      limit: 1,
    });
    return newest?.updatedAt ?? null;
  }

  /** The row as this request's reader may see it; `granted` (a download grant for it): a draft too. */
  async byId(id: number, granted = false): Promise<T | null> {
    const visible = granted ? {} : await visibleWhere(this.em);
    return this.em.findOne(this.entity as new () => DownloadableRow, { id, ...visible }) as Promise<T | null>;
  }

  /**
   * The main file is required on create only. Created published (REST, older clients), unless the input asks for a
   * draft; an author's is a draft whatever is asked.
   */
  async create(input: unknown, uploads: DownloadableUploads<F>): Promise<T> {
    const grant = await permit(this.em, `create${this.kind.typeName}`);
    const main = this.kind.files[0].field;
    if (!uploads[main]) throw userInputError(main, 'REQUIRED');
    const row = new this.entity();
    if (grant === 'drafts') row.publishedAt = null;
    return this.save(row, input, uploads);
  }

  async update(id: number, input: unknown, uploads: DownloadableUploads<F>): Promise<T> {
    const operation = `update${this.kind.typeName}` as const;
    const grant = await permit(this.em, operation);
    // Whatever its state: an administrator edits drafts too (also over REST, which never reads drafts).
    const row = await this.found(id);
    permitDraft(grant, operation, row.publishedAt === null);
    return this.save(row, input, uploads, (texts, imageId) => {
      const columns = row as unknown as Record<string, unknown>;
      permitChanges(grant, operation, Object.fromEntries(Object.keys(texts).map((key) => [key, columns[key]])), texts);
      const current = (columns[`${this.kind.image}Media`] as { id: number } | null | undefined)?.id ?? null;
      const imageChanged = !!uploads[this.kind.image] || (imageId !== undefined && imageId !== current);
      const file = this.kind.files.find(({ field }) => !!uploads[field]);
      if (file || imageChanged) permitChanges(grant, operation, {}, { [file ? file.field : this.kind.image]: 'new' });
    });
  }

  /** The row `id` whatever its state, or a not-found error. */
  private async found(id: number): Promise<T> {
    const row = (await this.em.findOne(this.entity as new () => DownloadableRow, { id })) as T | null;
    if (!row) throw notFound(this.kind.typeName, id);
    return row;
  }

  /** Removes the row and its index entries; its files go once that is committed. */
  async delete(id: number): Promise<boolean> {
    const operation = `delete${this.kind.typeName}` as const;
    return this.remove(id, await permit(this.em, operation), operation);
  }

  private async remove(id: number, grant: Grant, operation: string): Promise<boolean> {
    const row = await this.found(id);
    permitDraft(grant, operation, row.publishedAt === null);
    const columns = row as unknown as Record<string, StoredFile | string | null>;
    return FileChanges.run(this.storage, this.em, async (changes) => {
      for (const { field, store } of this.kind.files) changes.removeAfterCommit(store, (columns[field] as StoredFile | null)?.storedName);
      changes.removeAfterCommit('images', columns[this.kind.image] as string | null);
      await inTransaction(this.em, async () => {
        await new SearchIndex(this.em).remove(this.kind.searchKind, id);
        this.em.remove(row);
      });
      return true;
    });
  }

  /** Validates `input`, then stores the uploads given and the row in one go (files kept consistent with it). */
  private save(
    row: T,
    input: unknown,
    uploads: DownloadableUploads<F>,
    check?: (texts: Record<string, unknown>, imageId: unknown) => void,
  ): Promise<T> {
    const image = this.kind.image;
    const { confirmedEnglish, draft, [`${image}Id`]: imageId, ...given } = parseInput(this.kind.schema, input);
    if (!row.id && draft) row.publishedAt = null;
    const texts = this.kind.stored?.(given, row) ?? given;
    check?.(texts, imageId);
    const columns = row as unknown as Record<string, unknown>;
    return FileChanges.run(this.storage, this.em, async (changes) => {
      const pairs = this.kind.entity.translatedPairs as TranslatedPairs<T & { englishOutdated: string[] }>;
      const stored = row.id ? (row as T & { englishOutdated: string[] }) : null;
      this.em.assign(row, { ...texts, englishOutdated: outdatedEnglish(pairs, stored, texts, confirmedEnglish) } as never);
      for (const { field, store } of this.kind.files) {
        const upload = uploads[field];
        if (upload) columns[field] = await changes.replace(store, (columns[field] as StoredFile | null)?.storedName, upload, field);
      }
      const current = columns[image] as string | null;
      const item = await changes.image('images', current, uploads[image], imageId as number | null | undefined, image);
      if (item) Object.assign(row, { [image]: item.storedName, [`${image}Media`]: item, [`${image}Size`]: mediaImageSize(item) });
      // The admin's list search: the row's index entries change with it, in its transaction.
      await inTransaction(this.em, async () => {
        await this.em.persist(row).flush();
        await new SearchIndex(this.em).refresh(this.kind.searchKind, row.id);
      });
      return row;
    });
  }
}
