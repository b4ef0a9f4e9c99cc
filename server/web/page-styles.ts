// The stylesheet every page shares: Chakra's reset, design tokens and global CSS (client/entry-server.tsx
// globalStyles). Made once at start-up from the client build and served like a hashed asset: compressed once, kept by
// browsers for a year. Pages link it instead of carrying ~50 KB of <style> each, and neither the server nor the
// browser computes it per render.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { encodeBody } from '../cache/encoded-body.js';
import type { ClientServerEntry } from '../shared/ssr-contract.js';

export interface SharedStylesheet {
  /** Its path, with a hash of its content: a new build with other styles gets a new address. */
  href: string;
  /** What a page's <head> carries. */
  link: string;
  handler: RequestHandler;
}

export async function sharedStylesheet(entry: Pick<ClientServerEntry, 'globalStyles'>): Promise<SharedStylesheet> {
  const css = entry.globalStyles();
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 12);
  const href = `/assets/site-${hash}.css`;
  const body = await encodeBody(css);
  const etag = `"${hash}"`;
  const handler: RequestHandler = (req, res) => {
    res.set({
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      Vary: 'Accept-Encoding',
    });
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.send(body[encoding]);
  };
  return { href, link: `<link rel="stylesheet" href="${href}">`, handler };
}
