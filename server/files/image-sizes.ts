// Databases from before image sizes were kept: every row naming an image gets the size read from its file, once, at
// start-up and before the first page is rendered (a header read per image, so milliseconds even for hundreds; done
// later, pages cached meanwhile would keep lacking them). Their AVIF/WebP copies are made lazily instead, on each
// copy's first request (server/images/variant-serving.ts): encoding every image at start-up would take minutes.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { imageProperties, type Storage } from './storage.js';

/** Answers how many sizes were recorded. Each image property `x` keeps its size in `xSize` (an ImageSize). */
export async function backfillImageSizes(em: EntityManager, storage: Storage, log: Logger): Promise<number> {
  let recorded = 0;
  for (const { kind, entity, property } of imageProperties()) {
    const sizeProperty = `${property}Size`;
    if (!em.getMetadata().get(entity).properties[sizeProperty]) {
      throw new Error(`${entity}.${property} names an image but has no ${sizeProperty} (ImageSize) to keep its size in`);
    }
    const rows = await em.find<Record<string, unknown>>(entity, { [property]: { $ne: null }, [sizeProperty]: { width: null } });
    for (const row of rows) {
      const size = await storage.imageSize(kind, row[property] as string);
      if (!size) continue;
      row[sizeProperty] = size;
      recorded += 1;
    }
    await em.flush();
  }
  if (recorded) log.info({ images: recorded }, 'image sizes recorded');
  return recorded;
}
