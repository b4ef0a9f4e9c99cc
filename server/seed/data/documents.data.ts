import type { SeedDocument } from '../seed-types.js';

/** 5 downloadable documents (catalogue, guides, register map, whitepaper, warranty terms). */
export const seedDocuments: SeedDocument[] = [
  {
    nameTr: 'Ürün Kataloğu 2026',
    nameEn: 'Product Catalogue 2026',
    descriptionTr: `IIoT ağ geçitleri, enerji analizörleri, OSOS modemleri, kontrol cihazları, I/O modülleri ve ağ ürünlerinden oluşan tüm ürün ailemizin teknik özetlerini ve sipariş kodlarını içerir.`,
    descriptionEn: `Contains technical summaries and ordering codes for our entire product family: IIoT gateways, energy analyzers, AMR modems, control devices, I/O modules and network products.`,
    fileNameTr: 'Ürün Kataloğu 2026.pdf',
    fileNameEn: 'Product Catalogue 2026.pdf',
  },
  {
    nameTr: 'Kurulum ve Devreye Alma Kılavuzu',
    nameEn: 'Installation and Commissioning Guide',
    descriptionTr: `Cihazlarımızın pano montajı, RS-485 hat topolojisi, topraklama ve sonlandırma direnci gibi konularda adım adım kurulum talimatları ile devreye alma kontrol listesini sunar.`,
    descriptionEn: `Provides step-by-step instructions for panel mounting, RS-485 bus topology, earthing and termination resistors, together with a commissioning checklist for our devices.`,
    fileNameTr: 'Kurulum ve Devreye Alma Kılavuzu.pdf',
    fileNameEn: 'Installation and Commissioning Guide.pdf',
  },
  {
    nameTr: 'Modbus Register Haritası',
    nameEn: 'Modbus Register Map',
    descriptionTr: `Enerji analizörleri ve I/O modülleri için register adreslerini, veri tiplerini, ölçek katsayılarını ve desteklenen Modbus fonksiyon kodlarını tablo halinde listeler.`,
    descriptionEn: `Lists register addresses, data types, scaling factors and supported Modbus function codes for our energy analyzers and I/O modules in tabular form.`,
    fileNameTr: 'Modbus Register Haritası.pdf',
    fileNameEn: 'Modbus Register Map.pdf',
  },
  {
    nameTr: 'Enerji Verimliliği Teknik Raporu',
    nameEn: 'Energy Efficiency Whitepaper',
    descriptionTr: `Ölçüme dayalı enerji yönetimiyle faturalarda %15–30 tasarrufun nasıl sağlandığını, farklı sektörlerden saha örnekleri ve geri ödeme hesaplarıyla açıklar.`,
    descriptionEn: `Explains how measurement-based energy management delivers 15–30% savings on energy bills, with field examples from different industries and payback calculations.`,
    fileNameTr: 'Enerji Verimliliği Teknik Raporu.pdf',
    fileNameEn: 'Energy Efficiency Whitepaper.pdf',
  },
  {
    nameTr: 'Garanti Koşulları',
    nameEn: 'Warranty Terms',
    descriptionTr: `Ürünlerimiz için geçerli garanti süresini, garanti kapsamı dışında kalan durumları ve arızalı ürünlerin iade ve onarım sürecini açıklar.`,
    descriptionEn: `Describes the warranty period for our products, the cases not covered by the warranty, and the return and repair process for faulty products.`,
    fileNameTr: 'Garanti Koşulları.pdf',
    fileNameEn: 'Warranty Terms.pdf',
  },
];
