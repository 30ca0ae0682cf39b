#!/usr/bin/env node
// The back office's production build into apps/admin/dist, whatever NODE_ENV the caller has
// (scripts/lib/vite-build.mjs, shared with the web app; docs/operations.md#build).
//   node scripts/build.mjs [--out-dir DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { viteBuild } from '../../../scripts/lib/vite-build.mjs';

await viteBuild(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), process.argv);
