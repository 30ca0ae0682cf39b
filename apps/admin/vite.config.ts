import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office (docs/back-office.md#the-back-office-app): its own bundle under /admin/, served
 * by apps/server beside the shoppers' app, nothing of it in theirs. No service worker, no inline
 * script (the server's CSP for /admin allows none).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // No inline module-preload polyfill: every browser the staff use supports modulepreload.
    modulePreload: { polyfill: false },
  },
});
