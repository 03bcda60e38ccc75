import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { siteFiles } from './scripts/site-files.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { shareRoutes } from './scripts/share-routes.ts';

export default defineConfig({
  // shareRoutes comes before prerenderPages: its preview rewrites would give /i/{token} the app shell.
  plugins: [react(), tailwindcss(), siteFiles(), shareRoutes(), prerenderPages()],
  // `@shared/…` is how the app reaches the runtime-free modules of supabase/functions/_shared
  // (docs/architecture.md#import-rules lists which).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), '@shared': path.resolve(import.meta.dirname, 'supabase/functions/_shared') } },
  server: { port: 5173, host: 'localhost' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    manifest: true,
    sourcemap: false,
    // One stylesheet for the whole app, linked by the page (prerendered pages inline it). Split per
    // chunk, the entry's shared chunk would own it and every lazily loaded page would list it as a
    // dependency: Vite's preloader would then request it again on a page that has it inline, and
    // hold each page's code until it had arrived.
    cssCodeSplit: false,
    // Tiny shared chunks (an icon, a helper) are copied into the chunks that use them instead of
    // being files of their own: a public page loads far fewer files, which on a phone's connection
    // saves round trips before the page can draw (docs/benchmarks.md#lighthouse). Larger limits
    // copy more into the landing page than its size budget allows.
    rolldownOptions: { output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 5 * 1024 } } } },
  },
});
