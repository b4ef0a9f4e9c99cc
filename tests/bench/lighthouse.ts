// `npm run lighthouse [-- --runs 3]`: Lighthouse (mobile emulation, default simulated throttling) on the main public
// pages of a freshly seeded server, in both languages, in Debian's Chromium. Prints the four category scores and LCP,
// CLS and TBT per page (the median run by performance when --runs > 1), then how many pages reach the targets
// (performance >= 95; accessibility, best practices and SEO 100). Asserts nothing: the machine is shared and noisy.
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.js';
import { startIsolatedServer } from '../helpers/server.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '1' }, only: { type: 'string' } } });
const runs = Math.max(1, Number(args.runs));

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: string;
}

const handle = await startIsolatedServer();
const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
try {
  const base = handle.server.url;
  const graphql = async (query: string) =>
    ((await (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json()) as { data: any }).data;
  const { products, blogs } = await graphql('{ products(take: 1) { slug } blogs(take: 1) { slug } }');
  const paths = ['/', '/products', `/products/${products[0].slug}`, `/blog/${blogs[0].slug}`, '/resources']
    .flatMap((p) => [p, `${p}?lang=en`])
    .filter((p) => !args.only || p.includes(args.only));

  const rows: Row[] = [];
  console.log('page'.padEnd(52), ...CATEGORIES.map((c) => c.padStart(15)));
  for (const path of paths) {
    const measured: Row[] = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result!.lhr;
      if (lhr.runtimeError) console.log(`  ${path}: Lighthouse could not measure (${lhr.runtimeError.code}): run again`);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      measured.push({
        page: path,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Row['scores'],
        metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
      });
    }
    const row = measured.sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(measured.length / 2)]!;
    rows.push(row);
    console.log(path.padEnd(52), ...CATEGORIES.map((c) => String(row.scores[c]).padStart(15)), `  ${row.metrics}`);
  }
  const held = rows.filter((r) => CATEGORIES.every((c) => r.scores[c] >= TARGET[c]));
  console.log(`\n${held.length} of ${rows.length} pages reach performance >= 95 and 100 elsewhere${runs > 1 ? ` (median of ${runs} runs each)` : ''}`);
} finally {
  await chrome.kill();
  await handle.stop();
}
