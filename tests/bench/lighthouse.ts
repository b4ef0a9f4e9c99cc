// `npm run lighthouse`: Lighthouse (mobile emulation, default throttling) on the main public pages of a freshly
// seeded server, in Debian's Chromium. Prints the four category scores per page; asserts nothing.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium.js';
import { startIsolatedServer } from '../helpers/server.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const handle = await startIsolatedServer();
const chrome = await launch({ chromePath: findChromium(), chromeFlags: CHROMIUM_ARGS });
try {
  const base = handle.server.url;
  const graphql = async (query: string) =>
    ((await (await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })).json()) as { data: any }).data;
  const { products, blogs } = await graphql('{ products(take: 1) { slug } blogs(take: 1) { slug } }');
  const pages = ['/', '/products', `/products/${products[0].slug}`, `/blog/${blogs[0].slug}`, '/resources'];
  console.log('page'.padEnd(46), ...CATEGORIES.map((c) => c.padStart(15)));
  for (const path of pages) {
    const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result!.lhr;
    const metrics = lhr.audits;
    console.log(
      path.padEnd(46),
      ...CATEGORIES.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(15)),
      `  LCP ${metrics['largest-contentful-paint']?.displayValue}, CLS ${metrics['cumulative-layout-shift']?.displayValue}, TBT ${metrics['total-blocking-time']?.displayValue}`,
    );
  }
} finally {
  await chrome.kill();
  await handle.stop();
}
