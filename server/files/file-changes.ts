import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaItem } from './media-item.entity.js';
import { libraryImage, recordStoredFile, removeUnusedFile } from './media-library.js';
import type { StoredFile } from './stored-file.js';
import type { IncomingFile, Storage, UploadKind } from './storage.js';

/** The run open on an EntityManager: a save inside another's run (a bulk delete) joins it. */
const open = new WeakMap<object, FileChanges>();

/**
 * Files written during one save, each with its media library row: removed again if the save fails; files it replaces
 * or whose row it deletes are removed only after it succeeded, and only when no other row still names them (images
 * stay in the library until deleted there). Keeps the file store and the database consistent around a transaction.
 */
export class FileChanges {
  private readonly added: Array<[UploadKind, string]> = [];
  private readonly replaced: Array<[UploadKind, string]> = [];
  private readonly items: MediaItem[] = [];
  private readonly dropped: Array<[UploadKind, string]> = [];

  constructor(
    private readonly storage: Storage,
    private readonly em: EntityManager,
  ) {}

  async save(kind: UploadKind, upload: IncomingFile | Promise<IncomingFile>, field: string): Promise<StoredFile> {
    return (await this.saveItem(kind, upload, field)).file;
  }

  /** Stores the upload and answers it with its library row (written with the save's transaction). */
  async saveItem(
    kind: UploadKind,
    upload: IncomingFile | Promise<IncomingFile>,
    field: string,
  ): Promise<{ file: StoredFile; item: MediaItem }> {
    const file = await this.storage.save(kind, upload, field);
    this.added.push([kind, file.storedName]);
    const item = await recordStoredFile(this.em, this.storage, kind, file);
    this.items.push(item);
    return { file, item };
  }

  /**
   * The image a record's field (`field`, named `current` in store `kind`) shows after this save: `upload` stored into
   * the library, else the library's image `libraryId` (error field `<field>Id`); null when neither (left as it was).
   */
  async image(
    kind: UploadKind,
    current: string | null,
    upload: IncomingFile | Promise<IncomingFile> | null | undefined,
    libraryId: number | null | undefined,
    field: string,
  ): Promise<MediaItem | null> {
    const item = upload
      ? (await this.saveItem(kind, upload, field)).item
      : libraryId != null
        ? await libraryImage(this.em, libraryId, `${field}Id`)
        : null;
    if (item) this.replaceName(kind, current, item.storedName);
    return item;
  }

  removeAfterCommit(kind: UploadKind, storedName: string | null | undefined): void {
    if (storedName) this.replaced.push([kind, storedName]);
  }

  /** The library deletes or replaces the file itself: it goes once the save succeeded, whoever named it. */
  dropAfterCommit(kind: UploadKind, storedName: string): void {
    this.dropped.push([kind, storedName]);
  }

  /** Stores `upload` in place of the row's file `current`, which goes once the save succeeded. */
  async replace(
    kind: UploadKind,
    current: string | null | undefined,
    upload: IncomingFile | Promise<IncomingFile>,
    field: string,
  ): Promise<StoredFile> {
    const file = await this.save(kind, upload, field);
    this.replaceName(kind, current, file.storedName);
    return file;
  }

  /** The row named `current` and names `next` now (a file stored earlier): `current` goes once the save succeeded. */
  replaceName(kind: UploadKind, current: string | null | undefined, next: string | null | undefined): void {
    if (current !== next) this.removeAfterCommit(kind, current);
  }

  /** `em` is the EntityManager `work` saves with: a replaced file another row still names is kept. */
  static async run<T>(storage: Storage, em: EntityManager, work: (files: FileChanges) => Promise<T>): Promise<T> {
    // Joined: the outer run removes the files once the whole of it succeeded (or the added ones when it failed).
    const outer = open.get(em);
    if (outer) return work(outer);
    const files = new FileChanges(storage, em);
    open.set(em, files);
    let result: T;
    try {
      result = await work(files);
    } catch (error) {
      // The rows of files that are gone must not be written by a later flush of this EntityManager.
      for (const item of files.items) em.remove(item);
      await Promise.all(files.added.map(([kind, name]) => storage.remove(kind, name)));
      throw error;
    } finally {
      open.delete(em);
    }
    for (const [kind, name] of files.replaced) await removeUnusedFile(em, storage, kind, name);
    for (const [kind, name] of files.dropped) await storage.remove(kind, name);
    return result;
  }
}
