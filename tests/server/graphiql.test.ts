// GraphiQL at /graphql (server/graphql/graphiql.ts): a browser gets our own build of it from this origin, while API clients'
// GET requests still run their operations. The page in a real browser: tests/e2e/graphiql.spec.ts.
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { graphiqlRoutes } from '../../server/graphql/graphiql.js';
import { root } from '../helpers/server.js';

const url = inject('serverUrl');
// What Chromium sends when it navigates to a page.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

const get = (path: string, headers: Record<string, string>) => fetch(`${url}${path}`, { headers });

/** The src/href attributes of an HTML page. */
const linksOf = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]);

/** A CSP header as a map of directive → sources. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('GraphiQL at /graphql', () => {
  it("a browser gets our GraphiQL page: every file it names is on this server, none of Apollo's CDN", async () => {
    const res = await get('/graphql', { accept: BROWSER_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toMatch(/Accept/i);
    const html = await res.text();
    expect(html).toContain('<div id="graphiql">');
    expect(html).not.toMatch(/apollographql|embeddable/i);
    // No absolute URL at all: nothing leaves this origin.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+/i);
    const links = linksOf(html);
    expect(links.some((l) => /^\/graphiql-assets\/.+\.js$/.test(l))).toBe(true);
    for (const link of links) {
      expect(link, 'a path on this server').toMatch(/^\/[^/]/);
      const file = await get(link, { 'accept-encoding': 'br, gzip' });
      expect(file.status, link).toBe(200);
      if (link.startsWith('/graphiql-assets/')) {
        expect(file.headers.get('cache-control'), link).toMatch(/max-age=31536000.*immutable/);
        expect(file.headers.get('content-encoding'), `${link} compressed at build time`).toBe('br');
      }
    }
  });

  it("the page keeps the site's Content-Security-Policy: scripts and workers from this origin only, no eval", async () => {
    const site = directives((await get('/', { accept: BROWSER_ACCEPT })).headers.get('content-security-policy'));
    const page = directives((await get('/graphql', { accept: BROWSER_ACCEPT })).headers.get('content-security-policy'));
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect(page.get('script-src')).toEqual(site.get('script-src'));
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('connect-src') ?? page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('worker-src') ?? page.get('script-src')).toEqual(["'self'"]);
    expect([...page.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('GET requests of API clients still run their operation', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json', '*/*']) {
      // Apollo's CSRF prevention wants a preflighted request: a header a form cannot send.
      const res = await get('/graphql?query=%7B__typename%7D', { accept, 'apollo-require-preflight': 'true' });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type'), accept).toMatch(/json/);
      expect(await res.json(), accept).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('an operation in the URL goes to Apollo even from a browser; a client that does not ask for HTML never gets the page', async () => {
    // A browser's own GET carries no preflight header: Apollo's CSRF prevention refuses it, as before. (A query of its
    // own: the response cache would answer one that an API client's GET already made.)
    const browser = await get(`/graphql?query=${encodeURIComponent('{ fromBrowser: __typename }')}`, { accept: BROWSER_ACCEPT });
    expect(browser.status).toBe(400);
    expect(await browser.text()).toMatch(/Cross-Site Request Forgery/);
    // Persisted queries send only `extensions`.
    const persisted = await get(`/graphql?extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"00"}}')}`, {
      accept: BROWSER_ACCEPT,
      'apollo-require-preflight': 'true',
    });
    expect(persisted.headers.get('content-type')).toMatch(/json/);
    for (const accept of ['application/json', '*/*']) {
      const res = await get('/graphql', { accept, 'apollo-require-preflight': 'true' });
      expect(res.status, accept).toBe(400);
      expect(res.headers.get('content-type'), accept).toMatch(/json/);
      expect(res.headers.get('vary'), 'the same URL is HTML for browsers').toMatch(/Accept/i);
    }
  });

  it('a page file that does not exist is a 404, not the site', async () => {
    const res = await get('/graphiql-assets/missing-0000.js', {});
    expect(res.status).toBe(404);
  });

  it('without the build, a browser is told to run it and API clients are not affected', async () => {
    const app = express().use(graphiqlRoutes(pino({ level: 'silent' }), path.join(root, 'no-such-build')));
    app.use('/graphql', (_req, res) => res.json({ apollo: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const page = await fetch(`${base}/graphql`, { headers: { accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/not built: run `npm run build`/);
      expect(await (await fetch(`${base}/graphql`, { headers: { accept: 'application/json' } })).json()).toEqual({ apollo: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("GraphiQL's packages and React are installed once (the page would otherwise bundle two copies)", () => {
    const nested = [
      'graphiql',
      '@graphiql/react',
      '@graphiql/plugin-doc-explorer',
      '@graphiql/plugin-history',
      '@graphiql/toolkit',
    ].flatMap((pkg) => {
      const dir = path.join(root, 'node_modules', pkg, 'node_modules');
      if (!existsSync(dir)) return [];
      const names = readdirSync(dir).flatMap((n) => (n.startsWith('@') ? readdirSync(path.join(dir, n)).map((m) => `${n}/${m}`) : [n]));
      return names
        .filter((n) => /^(react|react-dom|graphql|@graphiql\/.+|monaco-editor|monaco-graphql)$/.test(n))
        .map((n) => `${pkg} → ${n}`);
    });
    expect(nested).toEqual([]);
  });
});
