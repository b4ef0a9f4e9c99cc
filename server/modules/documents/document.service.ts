import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../files/storage.js';
import { DownloadableService } from '../downloadables/downloadable.service.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { Document } from './document.entity.js';
import { documentSchema } from './document.inputs.js';

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
