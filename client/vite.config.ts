import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * language-before-paint.js as a hashed classic script, linked in <head> before the stylesheets (so it does not wait for
 * them): it must run before the first paint, which a module script does not, and the CSP allows no inline script.
 */
function languageBeforePaint(): Plugin {
  const source = readFileSync(path.join(import.meta.dirname, 'language-before-paint.js'), 'utf8');
  const fileName = `assets/language-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  return {
    name: 'language-before-paint',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<!--language-before-paint-->', `<script src="/${fileName}"></script>`),
    },
  };
}

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
 * '@chakra-ui/react/theme/<file>' is that file of Chakra's theme (the package exports only the theme's index): the site
 * theme imports its tokens and recipes one by one so that no recipe only the admin uses reaches the public entry.
 * Types: client/tsconfig.json maps the same names.
 */
export const chakraThemeFiles = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${path.join(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [
    react(),
    tiptapNamedReactDom(),
    ...(isSsrBuild ? [] : [languageBeforePaint()]),
    // Hashed assets never change: compressed once here (gzip and brotli at their best), served as files by the server
    // (server/app.ts), never compressed per request.
    ...(isSsrBuild ? [] : [compression({
      include: /\.(js|css|svg|json)$/,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    })]),
  ],
  resolve: {
    // TipTap (admin only) asks for the use-sync-external-store shim by these exact paths (react-i18next by another):
    // ES modules on React's own hook instead, so the admin's editor leaves the public pages' chunks as they were.
    alias: [
      chakraThemeFiles,
      { find: /^use-sync-external-store\/shim\/(index|with-selector)\.js$/, replacement: path.join(import.meta.dirname, 'lib/sync-external-store.ts') },
    ],
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks and CSS of the page it rendered.
    manifest: true,
  },
  ssr: { noExternal: [] },
}));
