// The product catalogue and per-product datasheets as PDFs, generated from the database and kept briefly in memory.
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { ContentCache } from '../../cache/content-cache.js';
import type { Storage } from '../../files/storage.js';
import { isDatabaseUnavailable } from '../../common/errors.js';
import type { ContentVersion } from '../../cache/content-version.js';
import { projectRoot } from '../../common/paths.js';
import type { Language } from '../../shared/ssr-contract.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../products/product-category.js';
import type { ProductRead } from '../products/product-reads.js';
import type { ProductService } from '../products/product.service.js';
import type { ProductSheet, TextBlock } from './catalogue.document.js';
import type { PdfJob } from './catalogue.worker.js';

const DEFAULT_IMAGE = path.join(projectRoot, 'public/img/default.jpg');

/** One worker: PDFs are rare and cached, and the other core serves the database. */
const layOut = new Piscina<PdfJob, Uint8Array>({
  filename: new URL('./catalogue.worker.js', import.meta.url).href,
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 60_000,
});

// Generated PDFs, one cache per process (server/cache/content-cache.ts: any product change is seen at once, one
// generation per PDF however many ask at the same time, the last good copy for when the database is down).
const generatedPdfs = new WeakMap<ContentVersion, ContentCache<Uint8Array | null>>();
/** Product pictures scaled for print, by file: stored names are never reused for other content. */
const pictures = new LRUCache<string, Uint8Array>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.byteLength || 1 });

export class CatalogueService {
  private readonly generated: ContentCache<Uint8Array | null>;

  constructor(
    private readonly products: ProductService,
    private readonly storage: Storage,
    contentVersion: ContentVersion,
  ) {
    let generated = generatedPdfs.get(contentVersion);
    if (!generated) {
      generated = new ContentCache(contentVersion, {
        max: 50,
        maxBytes: 256 * 1024 * 1024,
        ttlMs: 30_000,
        sizeOf: (b) => b?.byteLength ?? 0,
      });
      generatedPdfs.set(contentVersion, generated);
    }
    this.generated = generated;
  }

  /** Every product, grouped in the fixed category order. */
  async catalogue(lang: Language): Promise<Uint8Array> {
    const pdf = await this.cached(`catalogue ${lang}`, async () => {
      const sheets = await this.sheets(await this.products.all(), lang);
      const sections = PRODUCT_CATEGORIES.map((category: ProductCategory) => ({
        category,
        products: sheets.filter((s) => s.category === category),
      }));
      return layOut.run({ kind: 'catalogue', lang, sections });
    });
    return pdf!;
  }

  /** One product's datasheet; null for an unknown slug. */
  datasheet(slug: string, lang: Language): Promise<Uint8Array | null> {
    return this.cached(`datasheet ${lang} ${slug}`, async () => {
      const product = await this.products.bySlug(slug, { withSpecs: true });
      if (!product) return null;
      const [sheet] = await this.sheets([product], lang);
      return layOut.run({ kind: 'datasheet', lang, sheet: sheet });
    });
  }

  /** From memory, else generated; when the database cannot be reached, the last good copy if there is one. */
  private async cached(key: string, build: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
    try {
      return (await this.generated.get(key, build, () => true)).value;
    } catch (error) {
      const stale = isDatabaseUnavailable(error) ? this.generated.lastGood(key) : undefined;
      if (stale === undefined) throw error;
      return stale;
    }
  }

  private async sheets(products: ProductRead[], lang: Language): Promise<ProductSheet[]> {
    const en = lang === 'en';
    const groups = await Promise.all(products.map((p) => this.products.specGroups(p)));
    const specs = await Promise.all(groups.map((gs) => Promise.all(gs.map((g) => this.products.specs(g)))));
    const images = await Promise.all(products.map((p) => this.image(p)));
    return products.map((p, i) => {
      const tables = groups[i].map((g, n) => ({
        title: en ? g.nameEn : g.nameTr,
        rows: specs[i][n].map((s): [string, string] => (en ? [s.nameEn, s.valueEn] : [s.nameTr, s.valueTr])),
      }));
      const legacy = (en ? filled(p.technicalSpecsEn) : null) ?? filled(p.technicalSpecsTr) ?? {};
      const legacyTables = Object.entries(legacy).map(([title, rows]) => ({
        title,
        rows: Object.entries(rows ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      }));
      return {
        name: p.name,
        category: p.category,
        shortDescription: (en ? p.shortDescriptionEn : p.shortDescriptionTr) || p.shortDescriptionTr,
        description: htmlToBlocks((en && p.longDescriptionEn.trim()) || p.longDescriptionTr),
        tables: (tables.length ? tables : legacyTables).filter((t) => t.rows.length > 0),
        image: images[i]!,
      };
    });
  }

  /** The product's picture (or the default one) as a small JPEG; null when it cannot be read. */
  private async image(product: ProductRead): Promise<Uint8Array | null> {
    try {
      const key = product.image ?? DEFAULT_IMAGE;
      let jpeg = pictures.get(key);
      if (!jpeg) {
        const file = product.image ? await this.storage.imageSource('products', product.image) : DEFAULT_IMAGE;
        if (!file) return null;
        const scaled = await sharp(file)
          .rotate()
          .resize(540, 405, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82 })
          .toBuffer();
        pictures.set(key, (jpeg = new Uint8Array(scaled)));
      }
      return jpeg;
    } catch {
      return null;
    }
  }
}

const filled = <T extends object>(value: T | null): T | null => (value && Object.keys(value).length > 0 ? value : null);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;
const BLOCK_TAG = /<(\/?)(p|div|h[1-6]|li|ul|ol|br|tr|blockquote|table|pre)\b[^>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Sanitized rich text as plain paragraphs, headings and list items. */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let kind: TextBlock['kind'] = 'p';
  let from = 0;
  const push = (chunk: string) => {
    const text = decodeEntities(chunk.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ kind, text });
  };
  for (const match of html.matchAll(BLOCK_TAG)) {
    push(html.slice(from, match.index));
    from = match.index + match[0].length;
    const tag = match[2].toLowerCase();
    kind = match[1] ? 'p' : tag === 'li' ? 'li' : tag.startsWith('h') ? 'h' : 'p';
  }
  push(html.slice(from));
  return blocks;
}
