// The GraphiQL page (client/graphiql/main.tsx): a build of its own, so client/vite.config.ts and the public site's
// bundles do not change with it. server/graphql/graphiql.ts serves dist/graphiql.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [
    react(),
    // Monaco is megabytes of JavaScript: compressed once here, served as files (server/graphql/graphiql.ts).
    compression({
      include: /\.(js|css|ttf)$/,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: '../../dist/graphiql',
    emptyOutDir: true,
    // Served at /graphiql-assets/ (server/graphql/graphiql.ts), away from the site's /assets.
    assetsDir: 'graphiql-assets',
    // Monaco's chunks are large by nature; the warning says nothing here.
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // Building monaco's workers and compressing megabytes of it is most of this build: known, not worth a warning.
      checks: { bundlerTimings: false },
      // GraphiQL's modules start with React Compiler's "use no memo", which bundling drops on purpose.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // Module workers (every current browser): monaco-graphql's worker comes out a fifth smaller than as the default iife.
  worker: { format: 'es' },
});
