// REST adapter for the old site's contact call (POST /mail: name or fullName, email, phone, subject, and the page it is
// sent from; answers { status: 'success' | 'error', message }) and the
// admin inbox's exports (CSV for programs, an Excel workbook for people).
import { Router } from 'express';
import type { GraphQLError } from 'graphql';
import { ERROR_STATUS, errorCode, retryAfterOf, setRetryAfter } from '../../common/errors.js';
import { requestLanguage } from '../../common/language.js';
import { bodyOf, requireAdmin, route } from '../route-kit.js';
import { siteText } from '../../common/site-texts.js';
import type { ServiceDeps } from '../services.js';
import { normalizeSourcePage } from './contact-source.js';
import { CONTACT_CSV_FILENAME, contactMessagesCsv } from './contact.csv.js';
import { CONTACT_XLSX_FILENAME, contactMessagesXlsx, XLSX_TYPE } from './contact.xlsx.js';

export function contactRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/mail',
    route(deps, async (req, res) => {
      const lng = requestLanguage(req);
      const body = bodyOf(req);
      try {
        // The page the form is on: as the caller names it, else as the browser's Referer header does (unreadable: unknown).
        const referer = normalizeSourcePage(req.get('referer')) ?? null;
        const page = body.page ?? referer;
        await req.ctx.services.contact.send(
          { name: body.name ?? body.fullName, email: body.email, subject: body.subject, phone: body.phone, page },
          req.ctx.clientIp,
        );
        res.json({ status: 'success', message: siteText(lng, 'contact', 'success') });
      } catch (error) {
        const code = errorCode(error);
        if (code === 'TOO_MANY_ATTEMPTS' || code === 'SERVICE_UNAVAILABLE') {
          setRetryAfter(res, error);
          const message = siteText(lng, 'contact', code === 'TOO_MANY_ATTEMPTS' ? 'tooMany' : 'notSent');
          res.status(ERROR_STATUS[code]).json({ status: 'error', message, code, retryAfter: retryAfterOf(error) });
          return;
        }
        if (code !== 'BAD_USER_INPUT') throw error;
        const { field, reason } = (error as GraphQLError).extensions as { field: string; reason: string };
        // The contact form's own texts: `errors.<field>.<reason>` in the contact namespace.
        const key = `errors.${field}.${reason}`;
        const text = siteText(lng, 'contact', key);
        const message = text === key ? `${siteText(lng, 'contact', 'failed')} (${field}: ${reason})` : text;
        res.status(400).json({ status: 'error', message, code: 'BAD_USER_INPUT', field, reason });
      }
    }),
  );
  r.get(
    '/api/contact-messages.csv',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        const csv = contactMessagesCsv(await req.ctx.services.contact.all(), requestLanguage(req), deps.config.timeZone);
        // The file name quoted, as documented (res.attachment() would leave a plain name bare).
        res
          .set({
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${CONTACT_CSV_FILENAME}"`,
            'Cache-Control': 'no-store',
          })
          .send(csv);
      },
      { scope: 'admin/contact:message' },
    ),
  );
  r.get(
    '/api/contact-messages.xlsx',
    requireAdmin,
    route(
      deps,
      async (req, res) => {
        const workbook = contactMessagesXlsx(await req.ctx.services.contact.all(), requestLanguage(req), deps.config.timeZone);
        res
          .set({
            'Content-Type': XLSX_TYPE,
            'Content-Disposition': `attachment; filename="${CONTACT_XLSX_FILENAME}"`,
            'Cache-Control': 'no-store',
          })
          .send(Buffer.from(workbook));
      },
      { scope: 'admin/contact:message' },
    ),
  );
  return r;
}
