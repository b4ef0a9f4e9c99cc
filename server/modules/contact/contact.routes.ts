// REST adapter for the old site's contact call (POST /mail: name or fullName, email, phone, subject, and the page it is
// sent from; answers { status: 'success' | 'error', message }) and the
// admin inbox's exports (CSV for programs, an Excel workbook for people).
import { Router, type RequestHandler } from 'express';
import type { GraphQLError } from 'graphql';
import { ERROR_STATUS, errorCode, retryAfterOf, setRetryAfter } from '../../common/errors.js';
import { requestLanguage } from '../../common/language.js';
import { bodyOf, requireAdmin, route } from '../route-kit.js';
import { siteText } from '../../common/site-texts.js';
import type { ServiceDeps } from '../services.js';
import { normalizeSourcePage } from './contact-source.js';
import { CONTACT_SENT_PARAM, serverFieldError, validateContact, type ContactAnswer } from '../../shared/contact-form.js';
import { CONTACT_CSV_FILENAME, contactMessagesCsv } from './contact.csv.js';
import { CONTACT_XLSX_FILENAME, contactMessagesXlsx, XLSX_TYPE } from './contact.xlsx.js';

/**
 * A field of a form as sent: its text ('' when it is missing or not one text), its line breaks as the page's script
 * sends them (a browser sends a form's as CR LF).
 */
const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '');

/**
 * The contact form sent by the browser itself, without the page's script (a form, answered with a page): the same
 * checks and the same service as the page's script calls; once the message is kept, back to the page it was sent from
 * (`?contact=sent#contact`, redirect after post); else the page again around the form, with what was typed and its
 * problems (server/web/ssr.ts renders it). Any other caller of POST /mail goes on to the JSON answer.
 */
const formPost: RequestHandler = async (req, res, next) => {
  if (!req.is('application/x-www-form-urlencoded') || req.accepts(['json', 'html']) !== 'html') return next();
  const body = bodyOf(req);
  const values = {
    fullName: textOf(body.fullName),
    email: textOf(body.email),
    subject: textOf(body.subject),
    consent: body.consent === 'yes',
  };
  const source = normalizeSourcePage(textOf(body.page));
  // Only a page of this site is come back to.
  const page = source?.startsWith('/') ? source : '/';
  const answer = (status: number, contact: ContactAnswer) => {
    res.locals.pageAnswer = { url: page, status, form: { contact } };
    // Past the JSON answer (this route's next handler), to the page renderer.
    next('route');
  };
  const errors = validateContact(values);
  if (Object.keys(errors).length) return answer(400, { values, errors });
  try {
    const message = { name: values.fullName.trim(), email: values.email.trim(), subject: values.subject.trim(), page, consent: true };
    await req.ctx.services.contact.send(message, req.ctx.clientIp);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'TOO_MANY_ATTEMPTS' || code === 'SERVICE_UNAVAILABLE') {
      setRetryAfter(res, error);
      return answer(ERROR_STATUS[code], { values, errors: {}, failure: code === 'TOO_MANY_ATTEMPTS' ? 'tooMany' : 'notSent' });
    }
    if (code !== 'BAD_USER_INPUT') throw error;
    const { field, reason } = (error as GraphQLError).extensions;
    const fieldError = serverFieldError(field, reason);
    return answer(400, {
      values,
      errors: fieldError ? { [fieldError[0]]: fieldError[1] } : {},
      failure: fieldError ? undefined : 'failed',
    });
  }
  const back = new URL(page, 'http://site.invalid');
  back.searchParams.set(CONTACT_SENT_PARAM, 'sent');
  res.set('Cache-Control', 'no-store').redirect(303, `${back.pathname}${back.search}#contact`);
};

export function contactRoutes(deps: ServiceDeps): Router {
  const r = Router();
  r.post(
    '/mail',
    formPost,
    route(deps, async (req, res) => {
      const lng = requestLanguage(req);
      const body = bodyOf(req);
      try {
        // The page the form is on: as the caller names it, else as the browser's Referer header does (unreadable: unknown).
        const referer = normalizeSourcePage(req.get('referer')) ?? null;
        const page = body.page ?? referer;
        await req.ctx.services.contact.send(
          { name: body.name ?? body.fullName, email: body.email, subject: body.subject, phone: body.phone, page, consent: body.consent },
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
