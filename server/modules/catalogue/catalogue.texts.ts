// The texts printed in the generated PDFs (catalogue and datasheets), per language.
import { siteTexts } from '../../common/site-texts.js';
import type { Language } from '../../shared/ssr-contract.js';
import type { ProductCategory } from '../products/product-category.js';

/** The category names the site shows (client/locales/<lng>/common.json), so both say the same. */
function siteCategoryNames(lng: Language): Record<ProductCategory, string> {
  return siteTexts(lng, 'common').category as Record<ProductCategory, string>;
}

export interface CatalogueTexts {
  brand: string;
  catalogueTitle: string;
  datasheetTitle: string;
  claim: string;
  contents: string;
  description: string;
  specifications: string;
  continued: string;
  categories: Record<ProductCategory, string>;
  page: (n: number, of: number) => string;
  /** For dates printed in the document. */
  locale: string;
  /** The document language (PDF /Lang). */
  pdfLanguage: string;
}

export const CATALOGUE_TEXTS: Record<Language, CatalogueTexts> = {
  tr: {
    brand: 'Enerji Teknoloji',
    catalogueTitle: 'Ürün Kataloğu',
    datasheetTitle: 'Teknik Föy',
    claim: 'IIoT ağ geçitleri, enerji analizörleri, AMR modemler ve izleme çözümleriyle enerji faturalarınızda %15–30 tasarruf.',
    contents: 'İçindekiler',
    description: 'Ürün Açıklaması',
    specifications: 'Teknik Özellikler',
    continued: 'devamı',
    categories: siteCategoryNames('tr'),
    page: (n, of) => `Sayfa ${n} / ${of}`,
    locale: 'tr-TR',
    pdfLanguage: 'tr-TR',
  },
  en: {
    brand: 'Enerji Teknoloji',
    catalogueTitle: 'Product Catalogue',
    datasheetTitle: 'Datasheet',
    claim: 'Save 15–30% on your energy bills with IIoT gateways, energy analyzers, AMR modems and monitoring solutions.',
    contents: 'Contents',
    description: 'Product Description',
    specifications: 'Technical Specifications',
    continued: 'continued',
    categories: siteCategoryNames('en'),
    page: (n, of) => `Page ${n} / ${of}`,
    locale: 'en-GB',
    pdfLanguage: 'en-US',
  },
};

export function formatDate(date: Date, texts: CatalogueTexts): string {
  return new Intl.DateTimeFormat(texts.locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
