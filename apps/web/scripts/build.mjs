#!/usr/bin/env node
// The web app's production build, whatever NODE_ENV the caller has (scripts/lib/vite-build.mjs,
// shared with the back office; docs/operations.md#build).
//   node scripts/build.mjs [--out-dir DIR]   (default dist/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { viteBuild } from '../../../scripts/lib/vite-build.mjs';

await viteBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), process.argv);
