import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../files/storage.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';
import { DownloadableService } from '../downloadables/downloadable.service.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { Application } from './application.entity.js';
import { applicationSchema } from './application.inputs.js';

export class ApplicationService extends DownloadableService<Application, 'file' | 'icon'> {
  constructor(em: EntityManager, storage: Storage) {
    super(em, storage, {
      entity: Application,
      typeName: 'Application',
      sortName: 'name',
      searchKind: SearchKind.application,
      files: [{ field: 'file', store: 'applications' }],
      image: 'icon',
      schema: applicationSchema,
      // An empty version keeps the one stored (v1.0 on a new application).
      stored: ({ version, ...texts }, app) => ({
        ...texts,
        version: version || app.version || DEFAULT_VERSION,
      }),
    });
  }
}
