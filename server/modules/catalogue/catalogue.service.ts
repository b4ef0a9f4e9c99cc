// The product catalogue and per-product datasheets as PDFs, generated from the database and kept briefly in memory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { MAX_PAGE_SIZE } from '../../common/pagination.js';
import type { Storage } from '../../common/storage.js';
import type { ContentVersion } from '../../db/content-version.js';
import { projectRoot } from '../../paths.js';
import type { Language } from '../../ssr-contract.js';
import { PRODUCT_CATEGORIES } from '../products/product-category.js';
import type { Product } from '../products/product.entity.js';
import type { ProductService } from '../products/product.service.js';
import { renderCatalogue, renderDatasheet, type FontFiles, type ProductSheet, type TextBlock } from './catalogue.document.js';
import { CATALOGUE_TEXTS } from './catalogue.texts.js';

const DEFAULT_IMAGE = path.join(projectRoot, 'public/img/default.jpg');

let fontFiles: Promise<FontFiles> | undefined;

/** DejaVu Sans has every Turkish letter; the files are read once per process. */
function fonts(): Promise<FontFiles> {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)).then((b) => new Uint8Array(b));
  fontFiles ??= Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontFiles = undefined;
      throw error;
    });
  return fontFiles;
}

// Generated PDFs, keyed by the content version so that any product change is seen at once. The 30 s TTL bounds
// staleness when several server processes share one database (each sees only its own writes).
const generated = new LRUCache<string, Uint8Array>({ max: 50, ttl: 30_000, maxSize: 256 * 1024 * 1024, sizeCalculation: (b) => b.byteLength || 1 });
/** Product pictures scaled for print, by file: stored names are never reused for other content. */
const pictures = new LRUCache<string, Uint8Array>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.byteLength || 1 });
/** Generation under way, so that simultaneous requests for the same PDF share one run. */
const pending = new Map<string, Promise<Uint8Array | null>>();

export class CatalogueService {
  constructor(
    private readonly products: ProductService,
    private readonly storage: Storage,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** Every product, grouped in the fixed category order. */
  async catalogue(lang: Language): Promise<Uint8Array> {
    const pdf = await this.cached(`catalogue ${lang} -`, async () => {
      const all = await this.allProducts();
      const sheets = await this.sheets(all, lang);
      const sections = PRODUCT_CATEGORIES.map((category) => ({ category, products: sheets.filter((s) => s.category === category) }));
      return renderCatalogue(sections, CATALOGUE_TEXTS[lang], await fonts());
    });
    return pdf!;
  }

  /** One product's datasheet; null for an unknown slug. */
  datasheet(slug: string, lang: Language): Promise<Uint8Array | null> {
    return this.cached(`datasheet ${lang} ${slug}`, async () => {
      const product = await this.products.bySlug(slug);
      if (!product) return null;
      const [sheet] = await this.sheets([product], lang);
      return renderDatasheet(sheet!, CATALOGUE_TEXTS[lang], await fonts());
    });
  }

  private async cached(what: string, build: () => Promise<Uint8Array | null>): Promise<Uint8Array | null> {
    const version = this.contentVersion.current;
    const key = `${version} ${what}`;
    const hit = generated.get(key);
    if (hit) return hit;
    let work = pending.get(key);
    if (!work) {
      work = build().finally(() => pending.delete(key));
      pending.set(key, work);
    }
    const pdf = await work;
    // Content changed while generating: the PDF may mix old and new rows, so it is sent but not kept.
    if (pdf && this.contentVersion.current === version) generated.set(key, pdf);
    return pdf;
  }

  private async allProducts(): Promise<Product[]> {
    const all: Product[] = [];
    for (;;) {
      const page = await this.products.list({ skip: all.length });
      all.push(...page);
      if (page.length < MAX_PAGE_SIZE) return all;
    }
  }

  private async sheets(products: Product[], lang: Language): Promise<ProductSheet[]> {
    const en = lang === 'en';
    const groups = await Promise.all(products.map((p) => this.products.specGroups(p)));
    const specs = await Promise.all(groups.map((gs) => Promise.all(gs.map((g) => this.products.specs(g)))));
    const images = await Promise.all(products.map((p) => this.image(p)));
    return products.map((p, i) => {
      const tables = groups[i]!.map((g, n) => ({
        title: en ? g.nameEn : g.nameTr,
        rows: specs[i]![n]!.map((s): [string, string] => (en ? [s.nameEn, s.valueEn] : [s.nameTr, s.valueTr])),
      }));
      const legacy = (en ? filled(p.technicalSpecsEn) : null) ?? filled(p.technicalSpecsTr) ?? {};
      const legacyTables = Object.entries(legacy).map(([title, rows]) => ({ title, rows: Object.entries(rows ?? {}).map(([k, v]): [string, string] => [k, String(v)]) }));
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
  private async image(product: Product): Promise<Uint8Array | null> {
    try {
      const file = product.image ? this.storage.pathOf('products', product.image) : DEFAULT_IMAGE;
      let jpeg = pictures.get(file);
      if (!jpeg) {
        const scaled = await sharp(file).rotate().resize(540, 405, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
        pictures.set(file, (jpeg = new Uint8Array(scaled)));
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
    const text = decodeEntities(chunk.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind, text });
  };
  for (const match of html.matchAll(BLOCK_TAG)) {
    push(html.slice(from, match.index));
    from = match.index + match[0].length;
    const tag = match[2]!.toLowerCase();
    kind = match[1] ? 'p' : tag === 'li' ? 'li' : tag.startsWith('h') ? 'h' : 'p';
  }
  push(html.slice(from));
  return blocks;
}
