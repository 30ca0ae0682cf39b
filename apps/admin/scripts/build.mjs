#!/usr/bin/env node
// The back office's production build into apps/admin/dist, whatever NODE_ENV the caller has (Vite
// reads it before vite.config.ts runs; docs/operations.md#build).
//   node scripts/build.mjs [--out-dir DIR]
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
