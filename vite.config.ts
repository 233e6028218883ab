import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './scripts/build/chunk-groups';
import { compiledCatalogues } from './scripts/build/compiled-catalogues';
import { installableApp } from './scripts/build/installable-app';
import { landingPages } from './scripts/build/landing-pages';
import { precompressAndStamp } from './scripts/build/precompress';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));

// The web client lives in src/web; the API server serves the built files from dist/web: an
// index.html per route naming that route's screen (landing/), a brotli and a gzip copy beside each
// text file, a stamp of what it was built from, and the installable app's manifest and service
// worker (sw.js, docs/decisions/060).
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    installableApp(),
    landingPages(webRoot),
    precompressAndStamp(projectRoot),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // src/shared's modules define zod schemas at their top level next to plain rules: a screen
      // that uses only a rule must not download zod for schemas it never runs. A `z.…` call
      // whose result goes unused is dropped (zod's builders have no side effects).
      treeshake: { manualPureFunctions: ['z'] },
      // One file for the small code the screens share (scripts/build/chunk-groups.ts).
      output: { codeSplitting: { groups: chunkGroups() } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8000', '/uploads': 'http://127.0.0.1:8000' },
  },
});
