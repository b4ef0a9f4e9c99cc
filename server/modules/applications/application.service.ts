import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { findPage, type PageArgs } from '../../common/pagination.js';
import { FileChanges } from '../../files/file-changes.js';
import { type IncomingFile, type Storage } from '../../files/storage.js';
import { outdatedEnglish } from '../../common/translation.js';
import { parseInput } from '../../common/validation.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';
import { Application } from './application.entity.js';
import { applicationSchema } from './application.inputs.js';

type Upload = IncomingFile | Promise<IncomingFile>;

export interface ApplicationUploads {
  file?: Upload | null;
  icon?: Upload | null;
}

export class ApplicationService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: Storage,
  ) {}

  /** Newest first. */
  list(page: PageArgs = {}): Promise<Application[]> {
    return findPage(this.em, Application, {}, { createdAt: 'desc', id: 'desc' }, page);
  }

  count(): Promise<number> {
    return this.em.count(Application, {});
  }

  /** When the newest change to any application was made (null when there is none): the date of the pages listing them. */
  async lastModified(): Promise<Date | null> {
    const [newest] = await this.em.find(Application, {}, { orderBy: { updatedAt: 'desc' }, fields: ['updatedAt'], limit: 1 });
    return newest?.updatedAt ?? null;
  }

  byId(id: number): Promise<Application | null> {
    return this.em.findOne(Application, { id });
  }

  /** The application file is required on create only. */
  create(input: unknown, uploads: ApplicationUploads): Promise<Application> {
    if (!uploads.file) throw userInputError('file', 'REQUIRED');
    return this.save(new Application(), input, uploads);
  }

  async update(id: number, input: unknown, uploads: ApplicationUploads): Promise<Application> {
    const app = await this.byId(id);
    if (!app) throw notFound('Application', id);
    return this.save(app, input, uploads);
  }

  async delete(id: number): Promise<boolean> {
    const app = await this.byId(id);
    if (!app) throw notFound('Application', id);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      changes.removeAfterCommit('applications', app.file.storedName);
      changes.removeAfterCommit('images', app.icon);
      await this.em.remove(app).flush();
      return true;
    });
  }

  private save(app: Application, input: unknown, uploads: ApplicationUploads): Promise<Application> {
    const { version, confirmedEnglish, ...data } = parseInput(applicationSchema, input);
    return FileChanges.run(this.storage, this.em, async (changes) => {
      this.em.assign(app, {
        ...data, version: version || app.version || DEFAULT_VERSION,
        englishOutdated: outdatedEnglish(Application.translatedPairs, app.id ? app : null, data, confirmedEnglish),
      });
      if (uploads.file) {
        app.file = await changes.replace('applications', app.file?.storedName, uploads.file, 'file');
      }
      if (uploads.icon) {
        app.icon = (await changes.replace('images', app.icon, uploads.icon, 'icon')).storedName;
        app.iconSize = await this.storage.imageSize('images', app.icon);
      }
      await this.em.persist(app).flush();
      return app;
    });
  }
}
