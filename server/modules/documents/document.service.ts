import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../files/storage.js';
import { DownloadableService, type DownloadableUploads } from '../downloadables/downloadable.service.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { Document } from './document.entity.js';
import { documentSchema } from './document.inputs.js';

/** A document's files: Turkish (required on create) and English, each in a store of its own; its cover image. */
export type DocumentUploads = DownloadableUploads<'fileTr' | 'fileEn' | 'coverImage'>;

export class DocumentService extends DownloadableService<Document, 'fileTr' | 'fileEn' | 'coverImage'> {
  constructor(em: EntityManager, storage: Storage) {
    super(em, storage, {
      entity: Document,
      typeName: 'Document',
      sortName: 'nameTr',
      searchKind: SearchKind.document,
      files: [
        { field: 'fileTr', store: 'documentsTr' },
        { field: 'fileEn', store: 'documentsEn' },
      ],
      image: 'coverImage',
      schema: documentSchema,
    });
  }
}
