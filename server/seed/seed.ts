// First start on an empty database: loads the bilingual sample content through the same services
// the API uses, in one transaction, and records that it did so it never runs twice.
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { IncomingFile, Storage, UploadKind } from '../files/storage.js';
import { recordStoredFile } from '../files/media-library.js';
import { ApplicationService } from '../modules/applications/application.service.js';
import { BlogService } from '../modules/blog/blog.service.js';
import { DocumentService } from '../modules/documents/document.service.js';
import { ProductService } from '../modules/products/product.service.js';
import { PRODUCT_CATEGORIES, type ProductCategoryEnum } from '../modules/products/product-category.js';
import { SystemState } from '../db/system-state.entity.js';
import { seedApplications } from './data/applications.data.js';
import { seedBlogs } from './data/blogs.data.js';
import { seedDocuments } from './data/documents.data.js';
import { seedProducts } from './data/products.data.js';
import { colorFor, pdfFile, type PdfBlock, zipFile } from './seed-assets.js';
import { coverSvg, iconSvg, motifFor, productSvg, renderPicture } from './seed-pictures.js';
import type { SeedProduct } from './seed-types.js';

const SEEDED = 'seeded_at';

const bufferUpload = (filename: string, data: Buffer): IncomingFile => ({
  filename,
  createReadStream: () => Readable.from(data),
});

/**
 * Keeps a generated picture as it was written (an upload is decoded and encoded anew, which would drop the record
 * of the text it carries), with its size as the services store it.
 */
async function storedPicture(em: EntityManager, storage: Storage, name: string, data: Buffer) {
  const file = await libraryPicture(em, storage, 'images', name, data);
  return { storedName: file.storedName, size: await storage.imageSize('images', file.storedName), media: file.media };
}

/** A generated picture with its media library row under its readable name, as an upload gets one. */
async function libraryPicture(em: EntityManager, storage: Storage, kind: UploadKind, name: string, data: Buffer) {
  const file = await storage.saveBuffer(kind, name, data);
  return { storedName: file.storedName, media: await recordStoredFile(em, storage, kind, file) };
}

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
  for (const [n, p] of seedProducts.entries()) {
    const color = colorFor(PRODUCT_CATEGORIES.indexOf(p.category as ProductCategoryEnum));
    const image = await libraryPicture(em, storage, 'products', `${p.slug}.jpg`, await renderPicture(productSvg(color, n), 'jpeg'));
    const product = await products.create({ ...p, image: image.storedName });
    for (const f of p.files) {
      // A product's file is one download for both languages: it says everything in Turkish, then in English.
      const pdf = await pdfFile(
        `${p.name} – ${f.fileTypeTr} / ${f.fileTypeEn}`,
        [...productBlocks(p, 'tr'), ...productBlocks(p, 'en')],
        'tr',
      );
      await products.addFile(product.id, bufferUpload(f.fileName, pdf), f);
    }
  }
}

function productBlocks(p: SeedProduct, lang: 'tr' | 'en'): PdfBlock[] {
  const tr = lang === 'tr';
  return [
    { text: tr ? 'Ürün Özeti' : 'Product Summary', heading: true },
    { text: tr ? p.shortDescriptionTr : p.shortDescriptionEn },
    ...p.specGroups.flatMap((g) => [
      { text: tr ? g.nameTr : g.nameEn, heading: true },
      ...g.specs.map((s) => ({ text: tr ? `${s.nameTr}: ${s.valueTr}` : `${s.nameEn}: ${s.valueEn}` })),
    ]),
  ];
}

async function seedBlogsInto(em: EntityManager, storage: Storage): Promise<void> {
  const blogs = new BlogService(em, storage);
  for (const [i, b] of seedBlogs.entries()) {
    const image = await libraryPicture(
      em,
      storage,
      'blogs',
      `${b.slug}.jpg`,
      await renderPicture(coverSvg(colorFor(i), i, motifFor(i)), 'jpeg'),
    );
    await blogs.create({ ...b, image: image.storedName, date: new Date(`${b.date}T09:00:00Z`) });
  }
}

async function seedDocumentsInto(em: EntityManager, storage: Storage): Promise<void> {
  const documents = new DocumentService(em, storage);
  for (const [i, d] of seedDocuments.entries()) {
    const doc = await documents.create(d, {
      fileTr: bufferUpload(d.fileNameTr, await pdfFile(d.nameTr, [{ text: d.descriptionTr }], 'tr')),
      fileEn: bufferUpload(d.fileNameEn, await pdfFile(d.nameEn, [{ text: d.descriptionEn }], 'en')),
    });
    const cover = await storedPicture(em, storage, 'cover.jpg', await renderPicture(coverSvg(colorFor(i + 2), i, 'sheet'), 'jpeg'));
    em.assign(doc, { coverImage: cover.storedName, coverImageSize: cover.size, coverImageMedia: cover.media });
    await em.flush();
  }
}

async function seedApplicationsInto(em: EntityManager, storage: Storage): Promise<void> {
  const applications = new ApplicationService(em, storage);
  for (const [i, a] of seedApplications.entries()) {
    const app = await applications.create(a, { file: bufferUpload(a.fileName, zipFile(a.name, a.version, a.descriptionEn)) });
    const icon = await storedPicture(em, storage, 'icon.png', await renderPicture(iconSvg(colorFor(i + 3), motifFor(i + 1)), 'png'));
    em.assign(app, { icon: icon.storedName, iconSize: icon.size, iconMedia: icon.media });
    await em.flush();
  }
}
