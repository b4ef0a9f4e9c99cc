// The language switch without the page's script: a link to /language/en?next=/products/x remembers the choice in the
// `language` cookie, as the script does (client/lib/i18n.ts), and sends the visitor back to that page in it: English
// at its `?lang=en` address (the one a CDN keeps in English), Turkish at its address without one.
import { Router } from 'express';
import { isLanguage, LANGUAGE_SWITCH_PATH } from '../shared/ssr-contract.js';

const YEAR_MS = 365 * 24 * 60 * 60_000;

/** A path of this site: one slash, then no second slash or backslash that would make it another host's address. */
const LOCAL_PATH = /^\/(?![/\\])[^\\]*$/;

export function languageSwitch(): Router {
  const router = Router();
  router.get(`${LANGUAGE_SWITCH_PATH}/:lng`, (req, res) => {
    const { lng } = req.params;
    const next = typeof req.query.next === 'string' && LOCAL_PATH.test(req.query.next) ? req.query.next : '/';
    if (!isLanguage(lng)) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Unknown language');
    const target = new URL(next, 'http://site.invalid');
    target.searchParams.delete('lang');
    if (lng !== 'tr') target.searchParams.set('lang', lng);
    res
      .cookie('language', lng, { path: '/', maxAge: YEAR_MS, sameSite: 'lax' })
      .set('Cache-Control', 'no-store')
      .redirect(303, target.pathname + target.search + target.hash);
  });
  return router;
}
