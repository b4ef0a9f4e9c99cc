import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [
    react(),
    // Hashed assets never change: compressed once here (gzip and brotli at their best), served as files by the server
    // (server/app.ts), never compressed per request.
    ...(isSsrBuild ? [] : [compression({
      include: /\.(js|css|svg|json)$/,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
      logLevel: 'silent',
    })]),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks and CSS of the page it rendered.
    manifest: true,
  },
  ssr: { noExternal: [] },
}));
