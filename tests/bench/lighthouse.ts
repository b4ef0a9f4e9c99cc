// `npm run lighthouse [-- --runs 3] [-- --only products | --only /] [-- --limit] [-- --reference] [-- --floor]`:
// Lighthouse (mobile emulation, simulated slow 4G) on the main public pages of a freshly seeded server, in both
// languages, in Debian's Chromium, with the CPU slowdown that makes this host the phone PageSpeed Insights emulates: a
// first run reads this host's benchmarkIndex and the Lighthouse team's CPU-throttling calculator (linked from its
// throttling guide) turns it into a multiplier (1,300 -> 3x, then +1x per 233: 1,533 -> 4x, 2,000 -> 6x). Printed per
// page: scores, FCP, LCP, TBT, CLS (the median run by performance when --runs > 1), then how many pages reach the
// targets (performance >= 95, LCP <= 2.0 s, CLS 0; accessibility, best practices and SEO 100).
// --limit also measures, in the same run, each page's own HTML with every script taken out (served through a proxy
// that removes them): what the page would score if nothing ran, and the target that every page stays within 3 points
// of it. --reference adds Lighthouse's uncalibrated 4x. --floor also measures the fixed stack with no site code
// (tests/bench/stack-floor, as `npm run size -- --floor` builds it). Asserts nothing: the machine is shared and noisy.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.js';
import { root, startIsolatedServer } from '../helpers/server.js';
import { stackFloorKib } from './size.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const TARGET_LCP_MS = 2000;
/** Lighthouse's default mobile CPU slowdown, whatever the host. */
const REFERENCE_MULTIPLIER = 4;
/** Within how many performance points of its no-script self every page should score. */
const LIMIT_POINTS = 3;

/**
 * The Lighthouse team's CPU-throttling calculator: 3x at a benchmarkIndex of 1,300, then 1x more per 233 (1,533 -> 4x,
 * 2,000 -> 6x); below 1,300 proportionally less, at least 1x.
 */
export const calculatorSlowdown = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : (3 * benchmarkIndex) / 1300) * 10) / 10);

/** Types the site sends compressed (server/app.ts): compressed here too, so that only the scripts differ. */
const COMPRESSED = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg)/;

/** The same site through a proxy that takes every script out of its HTML (and the preloads of modules). */
async function serveWithoutScripts(site: string): Promise<Server & { url: string }> {
  const server = createServer((req, res) => {
    const relay = async () => {
      // fetch decodes what it is sent: asked plain, compressed again below as the site would.
      const answer = await fetch(site + (req.url ?? '/'), {
        headers: { 'accept-encoding': 'identity', accept: req.headers.accept ?? '*/*', cookie: req.headers.cookie ?? '' },
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'cache-control', 'location', 'etag']) {
        const value = answer.headers.get(name);
        if (value) headers[name] = value;
      }
      let body = Buffer.from(await answer.arrayBuffer());
      if (type.startsWith('text/html')) {
        body = Buffer.from(
          body
            .toString('utf8')
            .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
            .replace(/<link rel="modulepreload"[^>]*>/g, ''),
        );
      }
      if (COMPRESSED.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = brotliCompressSync(body);
        headers['content-encoding'] = 'br';
      }
      res.writeHead(answer.status, headers).end(body);
    };
    relay().catch((error: unknown) => {
      console.error(`no-script proxy: ${String(error)}`);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    save: { type: 'string' },
    floor: { type: 'boolean', default: false },
    limit: { type: 'boolean', default: false },
    reference: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));
if (args.save) mkdirSync(args.save, { recursive: true });

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  metrics: string;
}

/** Serves the built stack floor and passes its GraphQL query on to the site's server. */
async function serveStackFloor(site: string): Promise<Server & { url: string }> {
  stackFloorKib();
  const dir = path.join(root, 'dist/stack-floor');
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/graphql')) {
      const chunks: Buffer[] = [];
      const relay = async () => {
        const answer = await fetch(`${site}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(chunks),
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
      };
      req
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => {
          relay().catch((error: unknown) => {
            console.error(`stack floor: the site's GraphQL did not answer (${String(error)})`);
            res.destroy();
          });
        });
      return;
    }
    const file = req.url?.startsWith('/assets/')
      ? path.join(dir, path.normalize(req.url).replace(/^\/+/, ''))
      : path.join(dir, 'index.html');
    try {
      const body = readFileSync(file);
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=31536000' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

const handle = await startIsolatedServer();
const floor = args.floor ? await serveStackFloor(handle.server.url) : undefined;
const bare = args.limit ? await serveWithoutScripts(handle.server.url) : undefined;
const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
try {
  const base = handle.server.url;
  const graphql = async (query: string) =>
    (
      (await (
        await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
      ).json()) as { data: any }
    ).data;
  const { products, blogs } = await graphql('{ products(take: 1) { slug } blogs(take: 1) { slug } }');
  const paths = [
    '/',
    '/products',
    `/products/${products[0].slug}`,
    `/blog/${blogs[0].slug}`,
    '/resources',
    '/solutions/smart-energy-management',
  ]
    .flatMap((p) => [p, `${p}?lang=en`])
    // --only: a path as written (`/`, `/?lang=en`) or a part of one (`products`).
    .filter((p) => !args.only || (args.only.startsWith('/') ? p === args.only : p.includes(args.only)));

  const FLOOR_PAGE = 'stack floor (no site code)';
  if (floor) paths.push(FLOOR_PAGE);
  const NO_SCRIPT = ' without scripts';
  const address = (path: string) =>
    path === FLOOR_PAGE ? `${floor!.url}/` : path.endsWith(NO_SCRIPT) ? bare!.url + path.slice(0, -NO_SCRIPT.length) : base + path;
  const measure = async (path: string, cpuSlowdownMultiplier: number) => {
    const result = await lighthouse(address(path), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    return result!.lhr;
  };

  // The host's speed, as Lighthouse reads it (median of three: one reading swings on a shared machine).
  const indexes: number[] = [];
  for (let i = 0; i < 3; i += 1) indexes.push((await measure('/', REFERENCE_MULTIPLIER)).environment.benchmarkIndex);
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1];
  const calibrated = calculatorSlowdown(benchmarkIndex);
  console.log(
    `benchmarkIndex ${Math.round(benchmarkIndex)} (read ${indexes.map(Math.round).join(', ')}): CPU slowdown ${calibrated}x (the Lighthouse team's calculator)${args.reference ? `, and the uncalibrated ${REFERENCE_MULTIPLIER}x` : ''}\n`,
  );

  const runPage = async (path: string, multiplier: number): Promise<Row> => {
    const measured: Row[] = [];
    for (let i = 0; i < runs; i += 1) {
      const lhr = await measure(path, multiplier);
      // --save DIR: each report as JSON, to read what the largest paint waited for (its phases, the requests before it).
      if (args.save) writeFileSync(`${args.save}/${path.replace(/\W+/g, '_')}-${multiplier}x-${i + 1}.json`, JSON.stringify(lhr));
      if (lhr.runtimeError) console.log(`  ${path}: Lighthouse could not measure (${lhr.runtimeError.code}): run again`);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      measured.push({
        page: path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores'],
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
        metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
      });
    }
    return measured.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(measured.length / 2)];
  };

  const rows: Row[] = [];
  const limits = new Map<string, number>();
  const multipliers = args.reference && calibrated !== REFERENCE_MULTIPLIER ? [calibrated, REFERENCE_MULTIPLIER] : [calibrated];
  console.log('page'.padEnd(60), 'CPU'.padStart(5), ...CATEGORIES.map((c) => c.padStart(15)));
  for (const path of paths) {
    for (const variant of path === FLOOR_PAGE || !bare ? [path] : [path, path + NO_SCRIPT]) {
      for (const multiplier of multipliers) {
        const row = await runPage(variant, multiplier);
        if (multiplier === calibrated && variant === path && path !== FLOOR_PAGE) rows.push(row);
        if (multiplier === calibrated && variant !== path) limits.set(path, row.scores.performance);
        console.log(
          variant.padEnd(60),
          `${multiplier}x`.padStart(5),
          ...CATEGORIES.map((c) => String(row.scores[c]).padStart(15)),
          `  ${row.metrics}`,
        );
      }
    }
  }
  const held = rows.filter((r) => CATEGORIES.every((c) => r.scores[c] >= TARGET[c]) && r.lcpMs <= TARGET_LCP_MS && r.cls === 0);
  console.log(
    `\n${held.length} of ${rows.length} pages reach, at ${calibrated}x: performance >= 95, LCP <= 2.0 s, CLS 0 and 100 elsewhere${runs > 1 ? ` (median of ${runs} runs each)` : ''}`,
  );
  if (bare) {
    const within = rows.filter((r) => r.scores.performance >= (limits.get(r.page) ?? Infinity) - LIMIT_POINTS);
    console.log(
      `${within.length} of ${rows.length} pages score within ${LIMIT_POINTS} points of their HTML without scripts: ${rows
        .map((r) => `${r.page} ${r.scores.performance - (limits.get(r.page) ?? NaN)}`)
        .join(', ')}`,
    );
  }
} finally {
  chrome.kill();
  floor?.close();
  bare?.close();
  await handle.stop();
}
