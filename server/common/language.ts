import type { Request } from 'express';
import { isLanguage, LANGUAGES, type Language } from '../ssr-contract.js';

export { isLanguage };

/** ?lang, then the `language` cookie, then Accept-Language, then Turkish. */
export function requestLanguage(req: Request): Language {
  const pick = (v: unknown) => (isLanguage(v) ? v : undefined);
  return pick(req.query.lang) ?? pick(req.cookies?.language) ?? pick(req.acceptsLanguages(...LANGUAGES)) ?? 'tr';
}
