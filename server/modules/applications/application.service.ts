import type { EntityManager } from '@mikro-orm/postgresql';
import { FileChanges } from '../../files/file-changes.js';
import { mediaImageSize } from '../../files/media-library.js';
import { type IncomingFile, type Storage } from '../../files/storage.js';
import { inTransaction } from '../../common/transaction.js';
import { outdatedEnglish } from '../../common/translation.js';
import { parseInput } from '../../common/validation.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';
import { DownloadableService } from '../downloads/downloadable.service.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { SearchIndex } from '../search/search-index.js';
import { Application } from './application.entity.js';
import { applicationSchema } from './application.inputs.js';

type Upload = IncomingFile | Promise<IncomingFile>;

export interface ApplicationUploads {
  file?: Upload | null;
  icon?: Upload | null;
}

export class ApplicationService extends DownloadableService<Application, ApplicationUploads> {
  constructor(em: EntityManager, storage: Storage) {
    super(em, storage, { entity: Application, typeName: 'Application', sortName: 'name', searchKind: SearchKind.application }, 'file');
  }

  async delete(id: number): Promise<boolean> {
    const app = await this.found(id);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      changes.removeAfterCommit('applications', app.file.storedName);
      changes.removeAfterCommit('images', app.icon);
      await inTransaction(this.em, async () => {
        await new SearchIndex(this.em).remove(SearchKind.application, id);
        await this.em.remove(app).flush();
      });
      return true;
    });
  }

  protected save(app: Application, input: unknown, uploads: ApplicationUploads): Promise<Application> {
    const { version, confirmedEnglish, iconId, ...data } = parseInput(applicationSchema, input);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      this.em.assign(app, {
        ...data,
        version: version || app.version || DEFAULT_VERSION,
        englishOutdated: outdatedEnglish(Application.translatedPairs, app.id ? app : null, data, confirmedEnglish),
      });
      if (uploads.file) {
        app.file = await changes.replace('applications', app.file?.storedName, uploads.file, 'file');
      }
      const icon = await changes.image('images', app.icon, uploads.icon, iconId, 'icon');
      if (icon) Object.assign(app, { icon: icon.storedName, iconMedia: icon, iconSize: mediaImageSize(icon) });
      // The admin's list search: the application's index rows change with it, in its transaction.
      await inTransaction(this.em, async () => {
        await this.em.persist(app).flush();
        await new SearchIndex(this.em).refresh(SearchKind.application, app.id);
      });
      return app;
    });
  }
}
