// REST twin of requestQuote for callers without GraphQL: POST /api/quote with the same JSON, answered
// 201 { reference }, or the same refusals (400 with code, field and reason; 429); the quote page's form sent without its
// script (quote-form.routes.ts); and the team's Excel export.
import { Router } from 'express';
import { requestLanguage } from '../../common/language.js';
import { XLSX_TYPE } from '../../spreadsheets/xlsx.js';
import { bodyOf, requireAdmin, route } from '../route-kit.js';
import type { ServiceDeps } from '../services.js';
import { QuoteStatus } from './quote-request.entity.js';
import { QUOTE_PAGE, quoteFormPost } from './quote-form.routes.js';
import { QUOTES_XLSX_FILENAME, quoteRequestsXlsx } from './quotes.xlsx.js';

export function quotesRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(QUOTE_PAGE, quoteFormPost);
  r.post(
    '/api/quote',
    route(deps, async (req, res) => {
      const { reference } = await req.ctx.services.quotes.request(bodyOf(req), req.ctx.clientIp);
      res.status(201).set('Cache-Control', 'no-store').json({ reference });
    }),
  );
  r.get(
    '/api/quote-requests.xlsx',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        const status = Object.values(QuoteStatus).find((s) => s === req.query.status) ?? null;
        const requests = await req.ctx.services.quotes.all({ status });
        const workbook = quoteRequestsXlsx(requests, requestLanguage(req), deps.config.timeZone);
        res
          .set({
            'Content-Type': XLSX_TYPE,
            'Content-Disposition': `attachment; filename="${QUOTES_XLSX_FILENAME}"`,
            'Cache-Control': 'no-store',
          })
          .send(Buffer.from(workbook));
      },
      { scope: 'admin/quotes:quote' },
    ),
  );
  return r;
}
