import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import { FileChanges } from '../../files/file-changes.js';
import { type IncomingFile, type Storage } from '../../files/storage.js';
import { outdatedEnglish } from '../../common/translation.js';
import { parseInput } from '../../common/validation.js';
import { Document } from './document.entity.js';
import { documentSchema } from './document.inputs.js';
import { inTransaction } from '../../common/transaction.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { SearchIndex } from '../search/search-index.js';

type Upload = IncomingFile | Promise<IncomingFile>;

export interface DocumentUploads {
  fileTr?: Upload | null;
  fileEn?: Upload | null;
  coverImage?: Upload | null;
}

export class DocumentService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: Storage,
  ) {}

  /** Newest first. */
  list(page: PageArgs = {}): Promise<Document[]> {
    return findPage(this.em, Document, {}, { createdAt: 'desc', id: 'desc' }, page);
  }

  count(): Promise<number> {
    return this.em.count(Document, {});
  }

  /** When the newest change to any document was made (null when there is none): the date of the pages listing them. */
  async lastModified(): Promise<Date | null> {
    const [newest] = await this.em.find(Document, {}, { orderBy: { updatedAt: 'desc' }, fields: ['updatedAt'], limit: 1 });
    return newest?.updatedAt ?? null;
  }

  byId(id: number): Promise<Document | null> {
    return this.em.findOne(Document, { id });
  }

  /** The Turkish file is required on create only. */
  create(input: unknown, uploads: DocumentUploads): Promise<Document> {
    if (!uploads.fileTr) throw userInputError('fileTr', 'REQUIRED');
    return this.save(new Document(), input, uploads);
  }

  async update(id: number, input: unknown, uploads: DocumentUploads): Promise<Document> {
    const doc = await this.byId(id);
    if (!doc) throw notFound('Document', id);
    return this.save(doc, input, uploads);
  }

  async delete(id: number): Promise<boolean> {
    const doc = await this.byId(id);
    if (!doc) throw notFound('Document', id);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      changes.removeAfterCommit('documentsTr', doc.fileTr.storedName);
      changes.removeAfterCommit('documentsEn', doc.fileEn?.storedName);
      changes.removeAfterCommit('images', doc.coverImage);
      await inTransaction(this.em, async () => {
        await new SearchIndex(this.em).remove(SearchKind.document, id);
        this.em.remove(doc);
      });
      return true;
    });
  }

  private save(doc: Document, input: unknown, uploads: DocumentUploads): Promise<Document> {
    const { confirmedEnglish, ...texts } = parseInput(documentSchema, input);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      this.em.assign(doc, { ...texts, englishOutdated: outdatedEnglish(Document.translatedPairs, doc.id ? doc : null, texts, confirmedEnglish) });
      if (uploads.fileTr) {
        doc.fileTr = await changes.replace('documentsTr', doc.fileTr?.storedName, uploads.fileTr, 'fileTr');
      }
      if (uploads.fileEn) {
        doc.fileEn = await changes.replace('documentsEn', doc.fileEn?.storedName, uploads.fileEn, 'fileEn');
      }
      if (uploads.coverImage) {
        doc.coverImage = (await changes.replace('images', doc.coverImage, uploads.coverImage, 'coverImage')).storedName;
        doc.coverImageSize = await this.storage.imageSize('images', doc.coverImage);
      }
      // Search (issue 10): the document's index rows change with it, in its transaction.
      await inTransaction(this.em, async () => {
        await this.em.persist(doc).flush();
        await new SearchIndex(this.em).refresh(SearchKind.document, doc.id);
      });
      return doc;
    });
  }
}
