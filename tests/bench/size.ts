/// <reference lib="dom" />
// `npm run size`: the JavaScript each public page loads, gzipped, from the last client build (Vite's manifest).
// - Once started (the page's script): the entry with its static imports plus the page's chunk with its static imports
//   (the browser loads the page chunk before hydrating), and the texts of the page's language. Lazy chunks (the admin,
//   Swiper, the other language) are not counted. Fails over BUDGET_KIB, the guard CI holds every page to; the target
//   (TARGET_KIB) is below what the fixed stack weighs with no site code at all (`--floor`), see docs/performance.md.
// - Before the visitor touches anything: what a phone loads of the page's scripts, in Chromium, from a freshly seeded
//   server, once the page is idle and nothing was touched (client/boot-after-paint.js starts the page's script at the
//   first input, or when a part that moves by itself is due to move). Fails when the home page, a product page or a
//   post loads more than READING_BUDGET_KIB so: a visitor who only reads needs no script.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../helpers/chromium.js';
import { gql } from '../helpers/graphql.js';
import { root, startIsolatedServer } from '../helpers/server.js';

/** The page weight the site aims at. */
export const TARGET_KIB = 150;
/**
 * What CI holds every page to (docs/performance.md, "JavaScript budget"): 220 KiB until islands, whose registry and
 * the browser's side of the header's island (0.4 KiB) every page's entry now carries; 222 since the header's link to
 * the quote list and the quote page's chunks in the entry's table of dynamic imports (0.6 KiB).
 */
export const BUDGET_KIB = 222;
/** What the home page, a product page and a post may load before the visitor touches anything. */
export const READING_BUDGET_KIB = 40;
/** Pages held to READING_BUDGET_KIB (route keys of client/config/paths.ts). */
const READING_PAGES = ['home', 'product', 'blogPost'];
/** The stack alone, as `--floor` last weighed it (26 November 2026): what each page spends above it is the site's own. */
const STACK_FLOOR_KIB = 184.9;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const clientDir = path.join(root, 'dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');
/** The texts of a language, loaded before hydrating (client/lib/i18n.ts): the larger of the two is counted. */
const LANGUAGE_BUNDLES = ['lib/locales-tr.ts', 'lib/locales-en.ts'];
/** Page modules by convention (client/app/page-routes.tsx): `app/pages/<route>.page.tsx`, `features/<f>/site/<route>.page.tsx`. */
const PAGE = /^(?:app\/pages|features\/[\w-]+\/site)\/([\w-]+)\.page\.tsx$/;
/** The route a page module shows, as client/config/paths.ts names it: `blog-post.page.tsx` → `blogPost`. */
const routeKey = (pageKey: string) => PAGE.exec(pageKey)![1].replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A chunk's key and every chunk it imports statically, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Gzipped size as served: the build's precompressed .gz when there is one (client/vite.config.ts). */
function gzippedBytes(file: string): number {
  const full = path.join(clientDir, file);
  return existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(readFileSync(full), { level: 9 }).length;
}

export interface PageWeight {
  page: string;
  kib: number;
  files: Array<{ file: string; kib: number }>;
}

export function initialJavaScript(): PageWeight[] {
  if (!existsSync(manifestFile)) throw new Error('No client build: run npm run build first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('The manifest has no index.html entry');
  const pages = Object.keys(manifest).filter((key) => PAGE.test(key));
  // The larger language with the chunks it imports (its loader alone is a few bytes either way).
  const languageBytes = (key: string) => [...closure(manifest, key)].reduce((sum, k) => sum + gzippedBytes(manifest[k].file), 0);
  const languageKey = LANGUAGE_BUNDLES.filter((key) => manifest[key]).sort((a, b) => languageBytes(b) - languageBytes(a))[0];
  const language = languageKey ? /locales-(\w+)\./.exec(languageKey)![1] : undefined;
  const entryChunks = closure(manifest, entry);
  return pages
    .map((pageKey) => {
      const chunks = closure(manifest, pageKey, new Set(entryChunks));
      if (languageKey) closure(manifest, languageKey, chunks);
      // Texts only some pages use (e.g. the solution pages'): a chunk per language that the page's own code imports and
      // the server lists with the page's modules (client/features/solutions/components/solution-details.ts).
      for (const key of [...chunks].filter((k) => !entryChunks.has(k))) {
        for (const dynamic of manifest[key]?.dynamicImports ?? [])
          if (dynamic.startsWith(`locales/${language}/`)) closure(manifest, dynamic, chunks);
      }
      const files = [...chunks]
        .map((key) => manifest[key].file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, kib: gzippedBytes(file) / 1024 }))
        .sort((a, b) => b.kib - a.kib);
      return { page: routeKey(pageKey), kib: files.reduce((sum, f) => sum + f.kib, 0), files };
    })
    .sort((a, b) => b.kib - a.kib);
}

/**
 * Builds tests/bench/stack-floor (the fixed stack with no site code: hydration, one Apollo query, i18next, react-router,
 * Chakra's base) and returns its JavaScript, gzipped: no page can weigh less.
 */
export function stackFloorKib(): number {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(root, 'tests/bench/stack-floor/vite.config.ts')],
    { cwd: root, stdio: 'inherit' },
  );
  const dir = path.join(root, 'dist/stack-floor/assets');
  return (
    readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length, 0) / 1024
  );
}

/**
 * The scripts each page loads before anything is touched, gzipped as served (the build's own files by their
 * precompressed size, the others as sent), keyed by route: loaded on a phone-sized screen until the network is idle.
 */
export async function scriptBeforeInteraction(): Promise<Map<string, number>> {
  const handle = await startIsolatedServer();
  const browser = await launchChromium();
  try {
    const base = handle.server.url;
    const { data } = await gql<{ products: Array<{ slug: string }>; blogs: Array<{ slug: string }> }>(
      base,
      '{ products(take: 1) { slug } blogs(take: 1) { slug } }',
    );
    const pages: Record<string, string> = {
      home: '/',
      products: '/products',
      product: `/products/${data!.products[0].slug}`,
      blog: '/blog',
      blogPost: `/blog/${data!.blogs[0].slug}`,
      resources: '/resources',
      solutions: '/solutions',
      solution: '/solutions/smart-energy-management',
      search: '/search?q=enerji',
    };
    const weights = new Map<string, number>();
    for (const [page, address] of Object.entries(pages)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      await tab.goto(base + address, { waitUntil: 'load' });
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(1000);
      await tab.waitForLoadState('networkidle');
      const scripts = await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      );
      await context.close();
      const bytes = [...new Set(scripts)].reduce((sum, pathname) => sum + gzippedBytes(pathname.replace(/^\//, '')), 0);
      weights.set(page, bytes / 1024);
    }
    return weights;
  } finally {
    await browser.close();
    await handle.stop();
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const weights = initialJavaScript();
  const reading = await scriptBeforeInteraction();
  const verbose = process.argv.includes('--files');
  console.log(
    `JavaScript per public page, gzipped. Once started: budget ${BUDGET_KIB} KiB, the target ${TARGET_KIB} KiB, and what it spends above the stack alone (${STACK_FLOOR_KIB} KiB). Before the visitor touches anything (a phone, 390 px): the home page, a product page and a post at most ${READING_BUDGET_KIB} KiB.\n`,
  );
  console.log(`${'started'.padStart(11)} ${'above'.padStart(10)} ${'untouched'.padStart(11)}  page`);
  for (const w of weights) {
    const above = `+${(w.kib - STACK_FLOOR_KIB).toFixed(1)}`.padStart(6);
    const untouched = reading.get(w.page);
    const overReading = READING_PAGES.includes(w.page) && (untouched === undefined || untouched > READING_BUDGET_KIB);
    console.log(
      `${w.kib.toFixed(1).padStart(7)} KiB ${above} KiB ${untouched === undefined ? '—'.padStart(11) : `${untouched.toFixed(1).padStart(7)} KiB`}  ${w.page}${w.kib > BUDGET_KIB ? '  OVER BUDGET' : ''}${overReading ? '  OVER THE READING BUDGET' : ''}`,
    );
    if (verbose) for (const f of w.files) console.log(`${''.padStart(13)}${f.kib.toFixed(1).padStart(6)} KiB  ${f.file}`);
  }
  if (process.argv.includes('--floor')) {
    console.log(
      `\n${stackFloorKib().toFixed(1).padStart(7)} KiB  the stack alone (tests/bench/stack-floor: react-dom, Apollo Client, i18next, react-router, Chakra's base; no site code)`,
    );
  }
  const over = weights.filter((w) => w.kib > BUDGET_KIB);
  if (over.length) console.error(`\n${over.length} page(s) over the ${BUDGET_KIB} KiB budget: ${over.map((w) => w.page).join(', ')}`);
  const overReading = READING_PAGES.filter((page) => !((reading.get(page) ?? Infinity) <= READING_BUDGET_KIB));
  if (overReading.length)
    console.error(`\n${overReading.join(', ')}: over ${READING_BUDGET_KIB} KiB of script before the visitor touches anything`);
  if (over.length || overReading.length) process.exit(1);
}
