import { registerEnumType } from 'type-graphql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FileChanges } from '../../files/file-changes.js';
import { publicUrl, type IncomingFile, type Storage, type UploadKind } from '../../files/storage.js';
import { recordAudit } from '../../audit-trail/audit-trail.js';
import { UPLOADED_IMAGE, UPLOADED_IMAGE_FIELDS } from '../audit/audit.service.js';

/** Spec POST /api/upload: type blog, product or general. */
export enum ImageTarget {
  blog = 'blog',
  product = 'product',
  general = 'general',
}
registerEnumType(ImageTarget, { name: 'ImageTarget' });

const KIND: Record<ImageTarget, UploadKind> = { blog: 'blogs', product: 'products', general: 'images' };


export class MediaService {
  constructor(
    private readonly storage: Storage,
    private readonly em: EntityManager,
  ) {}

  /** Stores an image and answers its file name, to be referenced by a later save. */
  async uploadImage(target: ImageTarget, upload: IncomingFile | Promise<IncomingFile>): Promise<string> {
    // Only storage changes: the log gets its own entry, and an image whose entry could not be written is removed again.
    return FileChanges.run(this.storage, this.em, async (changes) => {
      const file = await changes.save(KIND[target], upload, 'file');
      await recordAudit(this.em, { action: 'upload', entityType: UPLOADED_IMAGE, entityId: file.storedName, entityName: file.originalName, fields: UPLOADED_IMAGE_FIELDS });
      return file.storedName;
    });
  }

  urlOf(target: ImageTarget, filename: string): string {
    return publicUrl(KIND[target], filename);
  }
}
