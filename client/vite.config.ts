import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunks and CSS of the page it rendered.
    manifest: true,
  },
  ssr: { noExternal: [] },
});
