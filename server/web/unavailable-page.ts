// The page a visitor gets when a public page cannot be rendered and no earlier copy of it is kept (the database is
// down, or rendering failed), or when the visitor's address has asked for more pages at once than are rendered for one
// client (`busy`): self-contained, so it needs neither the database nor the client bundle.
import { escapeHtml, siteText } from '../common/site-texts.js';
import type { Language } from '../shared/ssr-contract.js';

export function unavailablePage(lang: Language, why: 'unavailable' | 'busy' = 'unavailable'): string {
  const text = (key: string) => escapeHtml(siteText(lang, 'server-pages', key));
  const brand = escapeHtml(siteText(lang, 'common', 'brand'));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(`${why}.title`)} | ${brand}</title>
<link rel="icon" href="/svg/logo.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a202c;background:#f7fafc}
main{max-width:36rem;margin:0 auto;padding:20vh 1.5rem 3rem;text-align:center}
img{width:3.5rem;height:3.5rem}
h1{font-size:1.6rem;margin:1.25rem 0 .75rem}
p{line-height:1.6;color:#4a5568;margin:0 0 1.75rem}
a{display:inline-block;padding:.7rem 1.4rem;border-radius:.5rem;background:#0b5cab;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #90cdf4;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/svg/logo.svg" alt="${brand}" width="56" height="56">
<h1>${text(`${why}.title`)}</h1>
<p>${text(`${why}.description`)}</p>
<a href="">${text(`${why}.retry`)}</a>
</main>
</body>
</html>
`;
}
