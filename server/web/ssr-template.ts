// The built index.html, cut once at its placeholders; filling it is plain concatenation (no String.replace
// patterns: content with `$&` or `$'` must come out as written).
import { readFileSync } from 'node:fs';

const SLOTS = ['lang', 'head', 'html', 'state'] as const;
type Slot = (typeof SLOTS)[number];
const MARKERS: Record<Slot, string> = { lang: '<html lang="tr">', head: '<!--app-head-->', html: '<!--app-html-->', state: '<!--app-state-->' };

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

/** Preload links for page chunks, from Vite's build manifest: the chunk, the chunks it imports, their CSS. */
export function chunkLinks(manifestFile: string): (modules: string[]) => string {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    // No manifest (an old build): pages still work, their chunks just load after the entry.
  }
  const memo = new Map<string, string>();
  // The entry and what it imports are in the template already.
  const inTemplate = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || inTemplate.has(chunk.file)) return;
    inTemplate.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  Object.keys(manifest).filter((name) => manifest[name]!.isEntry).forEach(walk);
  return (modules) => {
    const key = modules.join('\n');
    let links = memo.get(key);
    if (links === undefined) {
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (name: string) => {
        const chunk = manifest[name];
        if (!chunk || js.has(chunk.file) || inTemplate.has(chunk.file)) return;
        js.add(chunk.file);
        chunk.css?.forEach((c) => css.add(c));
        chunk.imports?.forEach(visit);
      };
      modules.forEach(visit);
      links = [...css].map((f) => `<link rel="stylesheet" href="/${f}">`).join('') +
        [...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      memo.set(key, links);
    }
    return links;
  };
}
