import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from '../../scripts/lib/chunk-modules-plugin.mjs';
import { orderedCssModules } from '../../scripts/lib/css-modules-loader.mjs';
import { arabicFirstFontPlugin } from '../../packages/design/src/arabic-first/vite-plugin.ts';

/**
 * The back office (docs/back-office.md#the-back-office-app): its own bundle under /admin/, served
 * by apps/server beside the shoppers' app, nothing of it in theirs. No service worker, no inline
 * script (the server's CSP for /admin allows none).
 */
export default defineConfig({
  base: '/admin/',
  // The Arabic first-paint font that fonts.css imports (docs/shell.md#fonts).
  plugins: [react(), arabicFirstFontPlugin(), chunkModulesPlugin()],
  // Composed CSS at one place in every build (docs/operations.md#build).
  css: { modules: orderedCssModules },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json and modules.json: which chunk imports which and what each holds, for
    // the JS budgets of its screens (apps/web/e2e/js-budgets.e2e.test.ts, docs/testing.md#js-budgets).
    manifest: true,
    // No inline module-preload polyfill: every browser the staff use supports modulepreload.
    modulePreload: { polyfill: false },
  },
});
