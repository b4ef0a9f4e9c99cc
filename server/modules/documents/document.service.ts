import type { EntityManager } from '@mikro-orm/postgresql';
import { FileChanges } from '../../files/file-changes.js';
import { mediaImageSize } from '../../files/media-library.js';
import { type IncomingFile, type Storage } from '../../files/storage.js';
import { outdatedEnglish } from '../../common/translation.js';
import { parseInput } from '../../common/validation.js';
import { DownloadableService } from '../downloads/downloadable.service.js';
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

export class DocumentService extends DownloadableService<Document, DocumentUploads> {
  constructor(em: EntityManager, storage: Storage) {
    super(em, storage, { entity: Document, typeName: 'Document', sortName: 'nameTr', searchKind: SearchKind.document }, 'fileTr');
  }

  async delete(id: number): Promise<boolean> {
    const doc = await this.found(id);
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

  protected save(doc: Document, input: unknown, uploads: DocumentUploads): Promise<Document> {
    const { confirmedEnglish, coverImageId, ...texts } = parseInput(documentSchema, input);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      this.em.assign(doc, {
        ...texts,
        englishOutdated: outdatedEnglish(Document.translatedPairs, doc.id ? doc : null, texts, confirmedEnglish),
      });
      if (uploads.fileTr) {
        doc.fileTr = await changes.replace('documentsTr', doc.fileTr?.storedName, uploads.fileTr, 'fileTr');
      }
      if (uploads.fileEn) {
        doc.fileEn = await changes.replace('documentsEn', doc.fileEn?.storedName, uploads.fileEn, 'fileEn');
      }
      const cover = await changes.image('images', doc.coverImage, uploads.coverImage, coverImageId, 'coverImage');
      if (cover) Object.assign(doc, { coverImage: cover.storedName, coverImageMedia: cover, coverImageSize: mediaImageSize(cover) });
      // Search: the document's index rows change with it, in its transaction.
      await inTransaction(this.em, async () => {
        await this.em.persist(doc).flush();
        await new SearchIndex(this.em).refresh(SearchKind.document, doc.id);
      });
      return doc;
    });
  }
}
