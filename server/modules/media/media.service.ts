import { registerEnumType } from 'type-graphql';
import { publicUrl, type IncomingFile, type Storage, type UploadKind } from '../../common/storage.js';

/** Spec POST /api/upload: type blog, product or general. */
export enum ImageTarget {
  blog = 'blog',
  product = 'product',
  general = 'general',
}
registerEnumType(ImageTarget, { name: 'ImageTarget' });

const KIND: Record<ImageTarget, UploadKind> = { blog: 'blogs', product: 'products', general: 'images' };


export class MediaService {
  constructor(private readonly storage: Storage) {}

  /** Stores an image and answers its file name, to be referenced by a later save. */
  async uploadImage(target: ImageTarget, upload: IncomingFile | Promise<IncomingFile>): Promise<string> {
    return (await this.storage.save(KIND[target], upload, 'file')).storedName;
  }

  urlOf(target: ImageTarget, filename: string): string {
    return publicUrl(KIND[target], filename);
  }
}
