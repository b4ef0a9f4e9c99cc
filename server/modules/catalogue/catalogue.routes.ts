// REST adapter for the generated PDFs: the whole catalogue and one product's datasheet, in tr or en.
import { Router, type Response } from 'express';
import { route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';
import { isLanguage, type Language } from '../../shared/ssr-contract.js';

/** `lang` from the query; anything but tr or en is Turkish. */
const pdfLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'tr');

function sendPdf(res: Response, pdf: Uint8Array, fileName: string): void {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(pdf.byteLength),
    'Cache-Control': 'no-cache',
  });
  res.end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

export function catalogueRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.get(
    '/api/catalog',
    route(deps, async (req, res) => {
      const lang = pdfLanguage(req.query.lang);
      const pdf = await req.ctx.services.catalogue.catalogue(lang);
      sendPdf(res, pdf, lang === 'en' ? 'enerji-teknoloji-catalogue-en.pdf' : 'enerji-teknoloji-katalog-tr.pdf');
    }),
  );
  r.get(
    '/api/product/by-slug/:slug/datasheet',
    route(deps, async (req, res) => {
      const lang = pdfLanguage(req.query.lang);
      const slug = String(req.params.slug);
      const pdf = await req.ctx.services.catalogue.datasheet(slug, lang);
      if (!pdf) return res.status(404).json({ error: 'Product not found', code: 'NOT_FOUND' });
      sendPdf(res, pdf, `${slug}-${lang}.pdf`);
    }),
  );
  return r;
}
