// The quote page's form sent by the browser itself, without the page's script (POST /quote): its buttons add a product
// (`intent=add`), remove a line (`intent=remove:<i>`) or send the request; each answer but the last is the page again
// around the form with what was typed, so a buyer builds a request with no script and loses nothing.
import type { RequestHandler } from 'express';
import type { GraphQLError } from 'graphql';
import { ERROR_STATUS, errorCode, setRetryAfter } from '../../common/errors.js';
import { requestLanguage } from '../../common/language.js';
import { isLanguage } from '../../shared/ssr-contract.js';
import { MAX_QUOTE_LINES } from '../../shared/quote-request.js';
import {
  EMPTY_QUOTE,
  QUOTE_HONEYPOT,
  QUOTE_PERSON_FIELDS,
  QUOTE_SENT_PARAM,
  quantityOf,
  quoteFieldError,
  validateQuote,
  type QuoteAnswer,
  type QuoteFormLine,
  type QuoteValues,
} from '../../shared/quote-form.js';
import { bodyOf } from '../route-kit.js';

/** The quote page (client/config/paths.ts names it too; the server cannot import the client's table). */
export const QUOTE_PAGE = '/quote';

/** A field as sent: one text ('' when missing), a browser's CR LF line breaks as the page's script sends them. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '');
/** A repeated field as sent: one value arrives as a text, several as a list. */
const textsOf = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(textOf);

function valuesOf(body: Record<string, unknown>, fallbackLanguage: string): QuoteValues {
  const values: QuoteValues = { ...EMPTY_QUOTE, consent: body.consent === 'yes' };
  for (const field of QUOTE_PERSON_FIELDS) values[field] = textOf(body[field]);
  const language = textOf(body.language);
  values.language = isLanguage(language) ? language : fallbackLanguage;
  return values;
}

/** The lines in the order sent: each product once (a repeat is a tampered form), at most MAX_QUOTE_LINES of them. */
function linesOf(body: Record<string, unknown>): QuoteFormLine[] {
  const slugs = textsOf(body.slug);
  const quantities = textsOf(body.quantity);
  const notes = textsOf(body.note);
  const lines: QuoteFormLine[] = [];
  slugs.forEach((slug, i) => {
    const clean = slug.trim().toLowerCase();
    if (clean && !lines.some((l) => l.slug === clean) && lines.length < MAX_QUOTE_LINES)
      lines.push({ slug: clean, quantity: quantities[i] ?? '1', note: notes[i] ?? '' });
  });
  return lines;
}

export const quoteFormPost: RequestHandler = async (req, res, next) => {
  if (!req.is('application/x-www-form-urlencoded') || req.accepts(['json', 'html']) !== 'html') return next();
  const body = bodyOf(req);
  const values = valuesOf(body, requestLanguage(req));
  const lines = linesOf(body);
  const intent = textOf(body.intent);
  const answer = (status: number, quote: QuoteAnswer) => {
    res.locals.pageAnswer = { url: QUOTE_PAGE, status, form: { quote } };
    // Past the JSON routes, to the page renderer.
    next('route');
  };
  if (intent === 'add') {
    const slug = textOf(body.add).trim().toLowerCase();
    if (slug && !lines.some((l) => l.slug === slug) && lines.length < MAX_QUOTE_LINES) lines.push({ slug, quantity: '1', note: '' });
    return answer(200, { values, lines, errors: {} });
  }
  const removed = /^remove:(\d+)$/.exec(intent);
  if (removed) {
    lines.splice(Number(removed[1]), 1);
    return answer(200, { values, lines, errors: {} });
  }
  const done = (reference: string) =>
    res.set('Cache-Control', 'no-store').redirect(303, `${QUOTE_PAGE}?${QUOTE_SENT_PARAM}=${encodeURIComponent(reference)}`);
  // A program filled the field no person sees: answered as taken, nothing kept.
  if (textOf(body[QUOTE_HONEYPOT]).trim()) return done('received');
  const errors = validateQuote(values, lines);
  if (Object.keys(errors).length) return answer(400, { values, lines, errors });
  try {
    const { consent: _consent, ...person } = values;
    const input = {
      ...Object.fromEntries(Object.entries(person).map(([k, v]) => [k, v.trim()])),
      city: values.city.trim() || null,
      message: values.message.trim() || null,
      consent: true,
      items: lines.map((l) => ({ productSlug: l.slug, quantity: quantityOf(l.quantity), note: l.note.trim() || null })),
    };
    const { reference } = await req.ctx.services.quotes.request(input, req.ctx.clientIp);
    done(reference);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'TOO_MANY_ATTEMPTS' || code === 'SERVICE_UNAVAILABLE') {
      setRetryAfter(res, error);
      return answer(ERROR_STATUS[code], { values, lines, errors: {}, failure: code === 'TOO_MANY_ATTEMPTS' ? 'tooMany' : 'notSent' });
    }
    if (code !== 'BAD_USER_INPUT') throw error;
    const { field, reason } = (error as GraphQLError).extensions;
    const fieldError = quoteFieldError(field, reason);
    return answer(400, {
      values,
      lines,
      errors: fieldError ? { [fieldError[0]]: fieldError[1] } : {},
      failure: fieldError ? undefined : 'failed',
    });
  }
};
