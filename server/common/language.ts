import type { Request } from 'express';
import { registerEnumType } from 'type-graphql';
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

/** The site's languages as GraphQL arguments and fields. */
export enum LanguageEnum {
  tr = 'tr',
  en = 'en',
}
registerEnumType(LanguageEnum, { name: 'Language', description: 'A language of the site: tr (the default) or en' });
