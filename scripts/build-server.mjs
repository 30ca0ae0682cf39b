#!/usr/bin/env node
// The server compiled to JavaScript: apps/server/src/server.ts and our workspace packages bundled
// by esbuild into apps/server/dist/server.js; every npm dependency stays an import resolved from
// node_modules at run time. Production runs `node apps/server/dist/server.js` (docs/operations.md#build).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root } from './lib/files.mjs';

const serverDir = path.join(root, 'apps/server');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qadhya/'));

const started = performance.now();
// The server, the first admin's command line (npm run admin:create runs it where there are no sources),
// and the PDF render worker, which the server starts from beside server.js (docs/catalogue-admin.md#heavy-pdfs).
for (const [entry, out] of [
  ['src/server.ts', 'dist/server.js'],
  ['src/cli/main-admin-create.ts', 'dist/admin-create.js'],
  // npm run migrate, a deploy's own step before new copies start (docs/operations.md#rolling-deploys).
  ['src/cli/main-migrate.ts', 'dist/migrate.js'],
  // npm run backup / restore where there are no sources (docs/operations.md#backup-and-restore).
  ['src/cli/main-backup.ts', 'dist/backup.js'],
  ['src/cli/main-restore.ts', 'dist/restore.js'],
  ['src/modules/catalogue-admin/pdf-render-worker.ts', 'dist/pdf-render-worker.js'],
]) {
  await build({
    entryPoints: [path.join(serverDir, entry)],
    outfile: path.join(serverDir, out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external,
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
console.log(
  `server built: apps/server/dist/server.js, admin-create.js, migrate.js, backup.js, restore.js and pdf-render-worker.js (${Math.round(performance.now() - started)} ms)`,
);
