import type { Request } from 'express';
import { isLanguage, type Language } from '../shared/ssr-contract.js';

export { isLanguage };

/**
 * ?lang, then the visitor's own choice (the `language` cookie), then Turkish. Accept-Language is ignored on
 * purpose: a URL shows one language to search engines and caches, and the site's default is Turkish.
 */
export function requestLanguage(req: Request): Language {
  const pick = (v: unknown) => (isLanguage(v) ? v : undefined);
  return pick(req.query.lang) ?? pick(req.cookies?.language) ?? 'tr';
}
