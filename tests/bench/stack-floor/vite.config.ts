import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built by `npm run size -- --floor` into dist/stack-floor, with the site's own build settings (client/vite.config.ts).
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: '../../../dist/stack-floor', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
