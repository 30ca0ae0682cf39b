import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootPlugin, precompressPlugin } from './vite-boot-plugin.ts';
import { eagerCompilePlugin } from './vite-eager-compile-plugin.ts';
import { leanIconsPlugin } from './vite-lean-icons-plugin.ts';
import { arabicFirstFontPlugin } from '../../packages/design/src/arabic-first/vite-plugin.ts';
import { chunkModulesPlugin } from '../../scripts/lib/chunk-modules-plugin.mjs';
import { orderedCssModules } from '../../scripts/lib/css-modules-loader.mjs';

/** Brand red of the design tokens (--color-brand) and the page background (--color-bg). */
const THEME_COLOR = '#e30613';
const BACKGROUND_COLOR = '#f5f6f8';

/** The web app: built into dist/ (served by apps/server); in dev, /api goes to the server on :3000. */
export default defineConfig({
  plugins: [
    react(),
    // lucide-react's icons without its runtime (docs/shell.md#icons).
    leanIconsPlugin(),
    // Writes the Arabic first-paint font that fonts.css imports (docs/shell.md#fonts).
    arabicFirstFontPlugin(),
    bootPlugin(),
    precompressPlugin(),
    chunkModulesPlugin(),
    // React DOM's module body compiled off the main thread (docs/shell.md#start-up-in-short-tasks).
    eagerCompilePlugin(),
    VitePWA({
      // Our own worker (src/sw/sw.ts): Workbox's routes, with the precache filled several files at a
      // time (docs/favourites-offline.md#service-worker).
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // lib/pwa registers the worker itself (lazily, once the app is idle).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Qadhya',
        short_name: 'Qadhya',
        description: 'Catalogues, promos du jour, Dernière chance, favoris et magasins de votre supermarché.',
        lang: 'fr',
        // 'auto' is valid in the Web App Manifest spec; the plugin's type only lists ltr and rtl.
        dir: 'auto' as 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['shopping', 'food'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // App shell, hashed JS/CSS, fonts, icons and the scanner's WASM (~0.95 MB, under the 3 MB cap).
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,wasm,svg,png}', 'icons/*.png', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic worker (register-sw.ts), which importScripts public/push-sw.js.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  // Composed CSS at one place in every build (docs/operations.md#build).
  css: { modules: orderedCssModules },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: each chunk's static and lazy imports, for the JS budgets check
    // (apps/web/e2e/js-budgets.e2e.test.ts). Its file names are public anyway (sw.js lists them).
    manifest: true,
    // A lazy screen's own CSS is still fetched with it; its JS imports are found by the browser
    // (precached by the service worker after the first visit). Listing every chunk of every screen
    // in the first load cost ~2 KB gzip (docs/shell.md#first-load).
    // No inline module-preload polyfill: every browser the app supports preloads modules itself, and
    // the polyfill's start-up scan was part of the entry's first task (docs/shell.md#start-up-in-short-tasks).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
  },
});
