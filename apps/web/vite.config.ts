import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web app: built into dist/ (served by apps/server); in dev, /api goes to the server on :3000. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
});
