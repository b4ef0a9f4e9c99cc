// First start on an empty database: loads the bilingual sample content through the same services
// the API uses, in one transaction, and records that it did so it never runs twice.
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { IncomingFile, Storage } from '../../common/storage.js';
import { ApplicationService } from '../../modules/applications/application.service.js';
import { BlogService } from '../../modules/blog/blog.service.js';
import { DocumentService } from '../../modules/documents/document.service.js';
import { ProductService } from '../../modules/products/product.service.js';
import { PRODUCT_CATEGORIES, type ProductCategoryEnum } from '../../modules/products/product-category.js';
import { SystemState } from '../system-state.entity.js';
import { seedApplications } from './data/applications.data.js';
import { seedBlogs } from './data/blogs.data.js';
import { seedDocuments } from './data/documents.data.js';
import { seedProducts } from './data/products.data.js';
import { colorFor, coverImage, iconImage, pdfFile, productImage, zipFile } from './seed-assets.js';

const SEEDED = 'seeded_at';

const bufferUpload = (filename: string, data: Buffer): IncomingFile => ({
  filename,
  createReadStream: () => Readable.from(data),
});

export async function seedIfEmpty(em: EntityManager, storage: Storage, log: Logger): Promise<boolean> {
  if (await em.findOne(SystemState, { key: SEEDED })) return false;
  const started = Date.now();
  // The images' AVIF/WebP copies are made on their first request instead: encoding the thirty-odd of them here
  // would add half a minute or more of CPU to every first start (and to every test server).
  const files = storage.withLazyVariants();
  await em.transactional(async (tx) => {
    await seedProductsInto(tx, files);
    await seedBlogsInto(tx, files);
    await seedDocumentsInto(tx, files);
    await seedApplicationsInto(tx, files);
    tx.create(SystemState, { key: SEEDED, value: new Date().toISOString() });
  });
  log.info({ ms: Date.now() - started }, 'seed content loaded');
  return true;
}

async function seedProductsInto(em: EntityManager, storage: Storage): Promise<void> {
  const products = new ProductService(em, storage);
  for (const p of seedProducts) {
    const color = colorFor(PRODUCT_CATEGORIES.indexOf(p.category as ProductCategoryEnum));
    const image = await storage.saveBuffer('products', `${p.slug}.jpg`, await productImage(p.name, color));
    const product = await products.create({ ...p, image: image.storedName });
    for (const f of p.files) {
      const pdf = await pdfFile(`${p.name} - ${f.fileTypeEn}`, [
        p.shortDescriptionEn, p.shortDescriptionTr,
        ...p.specGroups.flatMap((g) => [g.nameEn.toUpperCase(), ...g.specs.map((s) => `${s.nameEn}: ${s.valueEn}`)]),
      ]);
      await products.addFile(product.id, bufferUpload(f.fileName, pdf), f);
    }
  }
}

async function seedBlogsInto(em: EntityManager, storage: Storage): Promise<void> {
  const blogs = new BlogService(em, storage);
  for (const [i, b] of seedBlogs.entries()) {
    const image = await storage.saveBuffer('blogs', `${b.slug}.jpg`, await coverImage(b.titleTr, colorFor(i), i));
    await blogs.create({ ...b, image: image.storedName, date: new Date(`${b.date}T09:00:00Z`) });
  }
}

async function seedDocumentsInto(em: EntityManager, storage: Storage): Promise<void> {
  const documents = new DocumentService(em, storage);
  for (const [i, d] of seedDocuments.entries()) {
    await documents.create(d, {
      fileTr: bufferUpload(d.fileNameTr, await pdfFile(d.nameTr, [d.descriptionTr])),
      fileEn: bufferUpload(d.fileNameEn, await pdfFile(d.nameEn, [d.descriptionEn])),
      coverImage: bufferUpload('cover.jpg', await coverImage(d.nameTr, colorFor(i + 2), i)),
    });
  }
}

async function seedApplicationsInto(em: EntityManager, storage: Storage): Promise<void> {
  const applications = new ApplicationService(em, storage);
  for (const [i, a] of seedApplications.entries()) {
    await applications.create(a, {
      file: bufferUpload(a.fileName, zipFile(a.name, a.version, a.descriptionEn)),
      icon: bufferUpload('icon.png', await iconImage(a.name, colorFor(i + 3))),
    });
  }
}
