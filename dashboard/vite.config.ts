/**
 * The dashboard's build (docs/decisions/1501-dashboard-build.md): a static single-page app in dashboard/dist, every
 * asset named by its content hash under /assets/, no inline script (the page's Content-Security-Policy allows scripts
 * from its own origin only). The local stack serves it (local/dashboard.ts); the API is on the same origin at /api/v1.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Every browser the target covers preloads modules itself: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    // No inline assets: a data: URL would need a wider CSP, and the sizes measured by the bench stay honest.
    assetsInlineLimit: 0,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each page loads (npm run bench -- dashboard reads it; never served).
    manifest: true,
  },
  server: {
    // `npx vite dashboard` while `npm start` runs: the API answers on the same origin through the dev proxy.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
