// The built index.html, cut once at its placeholders; filling it is plain concatenation (no String.replace
// patterns: content with `$&` or `$'` must come out as written).
import { readFileSync } from 'node:fs';

const SLOTS = ['lang', 'head', 'html', 'state'] as const;
type Slot = (typeof SLOTS)[number];
const MARKERS: Record<Slot, string> = {
  lang: '<html lang="tr">',
  head: '<!--app-head-->',
  html: '<!--app-html-->',
  state: '<!--app-state-->',
};

export interface Template {
  /** The page with every slot filled. */
  fill(values: Record<Slot, string>): string;
}

export function loadTemplate(file: string): Template {
  let rest = readFileSync(file, 'utf8');
  const parts: string[] = [];
  for (const slot of SLOTS) {
    const at = rest.indexOf(MARKERS[slot]);
    if (at < 0) throw new Error(`${file}: placeholder ${MARKERS[slot]} missing`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + MARKERS[slot].length);
  }
  const [beforeLang, beforeHead, beforeHtml, beforeState] = parts as [string, string, string, string];
  return {
    fill: (v) => beforeLang + v.lang + beforeHead + v.head + beforeHtml + v.html + beforeState + v.state + rest,
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Where client/boot-after-paint.js finds the modules to start. */
export const PAGE_MODULES_ID = 'page-modules';

export interface PageChunks {
  /** Stylesheets of the page's chunks, for <head> (render-blocking: the page is painted with them). */
  styles: string;
  /** The modules to start (when the page needs them): the entry, and what to preload with it (its imports, the page's chunks). */
  modules: string;
  /** The same, started at once after the first paint: a page that shows nothing without its script (the admin). */
  modulesNow: string;
}

/**
 * What a page rendered from `modules` (its source files, as the manifest names them) loads, from Vite's build manifest:
 * the entry with its static imports and each module's chunk with its static imports and their CSS. The scripts are not
 * linked in <head>: client/boot-after-paint.js starts them when the page needs them.
 */
export function pageChunks(manifestFile: string): (modules: string[]) => PageChunks {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    // No manifest (an old build): pages are served without their scripts.
  }
  const entryKey = Object.keys(manifest).find((name) => manifest[name].isEntry && name.endsWith('index.html'));
  const memo = new Map<string, PageChunks>();
  return (modules) => {
    const key = modules.join('\n');
    let chunks = memo.get(key);
    if (chunks === undefined) {
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || js.has(chunk.file)) return;
        js.add(chunk.file);
        chunk.css?.forEach((c) => css.add(c));
        chunk.imports?.forEach(visit);
      };
      if (entryKey) visit(entryKey);
      modules.forEach(visit);
      const [entry, ...preload] = [...js].map((f) => `/${f}`);
      const list = entry ? JSON.stringify({ entry, preload }) : '';
      chunks = {
        styles: [...css].map((f) => `<link rel="stylesheet" href="/${f}">`).join(''),
        modules: list && `<script type="application/json" id="${PAGE_MODULES_ID}">${list}</script>`,
        modulesNow: list && `<script type="application/json" id="${PAGE_MODULES_ID}" data-start="now">${list}</script>`,
      };
      memo.set(key, chunks);
    }
    return chunks;
  };
}
