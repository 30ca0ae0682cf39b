#!/usr/bin/env node
// The web app's production build, whatever NODE_ENV the caller has: Vite picks React's development
// build and drops the offline mode when NODE_ENV is not 'production', and it reads NODE_ENV before
// vite.config.ts runs, so it is set here (docs/operations.md#build).
//   node scripts/build.mjs [--out-dir DIR]   (default dist/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
const at = process.argv.indexOf('--out-dir');
const outDir = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
const { build } = await import('vite');
await build({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  mode: 'production',
  ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
});
