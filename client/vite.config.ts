import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** A script of client/ as a hashed classic script (the Content-Security-Policy allows no inline script). */
function classicScript(file: string, place: (html: string, tag: string) => string): Plugin {
  // Minified: every page carries it, and its comments are for its readers, not its visitors.
  const source = minifySync(file, readFileSync(path.join(import.meta.dirname, file), 'utf8')).code;
  const fileName = `assets/${file.replace(/\.js$/, '')}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  return {
    name: file,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: { order: 'post', handler: (html) => place(html, `<script src="/${fileName}"></script>`) },
  };
}

/**
 * language-before-paint.js, linked in <head> before the stylesheets (so it does not wait for them): it must run before
 * the first paint, which a module script does not.
 */
const languageBeforePaint = () =>
  classicScript('language-before-paint.js', (html, tag) => html.replace('<!--language-before-paint-->', tag));

/**
 * boot-after-paint.js starts the modules after the first paint. The entry's module script and preloads leave the
 * template: the server lists them with the page's own chunks for it (server/web/ssr-template.ts reads the manifest).
 */
const bootAfterPaint = () =>
  classicScript('boot-after-paint.js', (html, tag) =>
    html
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace('</body>', `  ${tag.replace('<script ', '<script defer ')}\n  </body>`),
  );

/**
 * @tiptap/react (admin only) imports react-dom's default export; one such import makes every public chunk reach
 * react-dom through an interop wrapper. Its only use, ReactDOM.createPortal, becomes a named import.
 */
function tiptapNamedReactDom(): Plugin {
  const from = 'import ReactDOM, { flushSync } from "react-dom";';
  return {
    name: 'tiptap-named-react-dom',
    transform(code, id) {
      if (!/[\\/]@tiptap[\\/]react[\\/]dist[\\/]index\.js$/.test(id) || !code.includes(from)) return null;
      return code.replace(from, 'import { createPortal, flushSync } from "react-dom";').replaceAll('ReactDOM.createPortal', 'createPortal');
    },
  };
}

/**
 * The site's GraphQL documents are one generated module (client/graphql/graphql.ts), and a module is never split
 * between chunks: all of them rode in the entry, though most pages ask one or two. Each import of a document from it
 * is served by a module of that document alone (its text, fragments included, is self-contained), so a document goes
 * with the chunk of the page that uses it. Types are erased before this runs; the generated file stays as it is.
 */
function documentPerModule(): Plugin {
  const generated = path.join(import.meta.dirname, 'graphql/graphql.ts');
  const prefix = '\0graphql-document:';
  const importFrom = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/graphql\/graphql)(?:\.ts)?\2;?/g;
  return {
    name: 'graphql-document-per-module',
    async transform(code, id) {
      if (!id.startsWith(path.join(import.meta.dirname, '/')) || id === generated || !code.includes('/graphql/graphql')) return null;
      let changed = false;
      const out = await replaceAsync(code, importFrom, async (whole, names: string, _q: string, source: string) => {
        const resolved = await this.resolve(source, id);
        if (resolved?.id !== generated) return whole;
        const parts = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        if (!parts.every((n) => /^[A-Za-z]+Document(\s+as\s+\w+)?$/.test(n))) return whole;
        changed = true;
        return parts.map((n) => `import { ${n} } from '${prefix}${n.split(/\s+/)[0]}';`).join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
    resolveId: (id) => (id.startsWith(prefix) ? id : null),
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const line = readFileSync(generated, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(`export const ${name} = `));
      if (!line) this.error(`${name} is not in client/graphql/graphql.ts`);
      return line.replace(/ as unknown as DocumentNode<[^;]*>;\s*$/, ';');
    },
  };
}

async function replaceAsync(text: string, pattern: RegExp, replace: (...match: string[]) => Promise<string>): Promise<string> {
  const parts: Array<Promise<string>> = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(Promise.resolve(text.slice(last, match.index)), replace(...match));
    last = match.index + match[0].length;
  }
  parts.push(Promise.resolve(text.slice(last)));
  return (await Promise.all(parts)).join('');
}

/**
 * Chakra's createSystem builds the reset, global and token CSS as it starts (`_global`), though pages take them from a
 * stylesheet (server/web/page-styles.ts) and ChakraProvider is given a system without them (client/app/theme.ts): a
 * phone spent about a third of createSystem on CSS it threw away. Built when first read instead. Fails the build if
 * Chakra's code changed, so an upgrade cannot silently drop it.
 */
function chakraLazyGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'chakra-lazy-global-css',
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
      if (!code.includes(eager) || !code.includes('    _global,\n'))
        throw new Error('chakra-lazy-global-css: createSystem changed; update the plugin');
      return code
        .replace(eager, 'let _global;')
        .replace(
          '    _global,\n',
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        );
    },
  };
}

/**
 * '@chakra-ui/react/theme/<file>' is that file of Chakra's theme (the package exports only the theme's index): the site
 * theme imports its tokens and recipes one by one so that no recipe only the admin uses reaches the public entry.
 * Types: client/tsconfig.json maps the same names.
 */
export const chakraThemeFiles = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${path.join(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
};

/**
 * A dynamic import carries the list of chunks to preload with the chunk it loads (Vite's __vite__mapDeps); listed there
 * are also the chunks that the importing chunk imports statically, which are loaded already whenever it runs. Those
 * names are left out: a page's chunks and the entry held a list of them for every deferred part and lazy piece.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const loaded = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    let found = loaded.get(file);
    if (found) return found;
    found = new Set();
    const visit = (name: string) => {
      if (found.has(name)) return;
      found.add(name);
      for (const imported of bundle[name]?.imports ?? []) visit(imported);
    };
    visit(file);
    loaded.set(file, found);
    return found;
  };
  const plugin: Plugin = {
    name: 'preload-only-what-is-missing',
    generateBundle: {
      order: 'pre',
      handler: (_, output) => {
        bundle = output;
        loaded.clear();
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    const there = staticClosure(hostId);
    const missing = deps.filter((dep) => !there.has(dep));
    // The loaded chunk alone needs no list: the import itself asks for it.
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
  return { plugin, resolveDependencies };
}

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [
    react(),
    tiptapNamedReactDom(),
    chakraLazyGlobalCss(),
    documentPerModule(),
    preloads.plugin,
    ...(isSsrBuild ? [] : [languageBeforePaint(), bootAfterPaint()]),
    // Hashed assets never change: compressed once here (gzip and brotli at their best), served as files by the server
    // (server/app.ts), never compressed per request.
    ...(isSsrBuild
      ? []
      : [
          compression({
            include: /\.(js|css|svg|json)$/,
            algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
            logLevel: 'silent',
          }),
        ]),
  ],
  resolve: {
    // TipTap (admin only) asks for the use-sync-external-store shim by these exact paths (react-i18next by another):
    // ES modules on React's own hook instead, so the admin's editor leaves the public pages' chunks as they were.
    alias: [
      chakraThemeFiles,
      {
        find: /^use-sync-external-store\/shim\/(index|with-selector)\.js$/,
        replacement: path.join(import.meta.dirname, 'lib/sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks and CSS of the page it rendered.
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // Every module the entry imports statically is in one chunk: left to the automatic splitting, pieces of Apollo
    // Client and Chakra that deferred parts share with the entry became small chunks of their own (isNonNullObject,
    // mergeOptions...), each loaded at start anyway and compressed on its own (docs/performance.md, "JavaScript budget").
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
            },
          },
        },
  },
  ssr: { noExternal: [] },
}));
