#!/usr/bin/env node
// npm run migrate: applies the pending migrations to DATABASE_URL (else DATA_DIR's PGlite) and
// exits, before new copies start (docs/operations.md#rolling-deploys).
// From a checkout it runs the TypeScript source through tsx; in the production image, which has no
// sources nor tsx, the bundle that `npm run build` made.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/server/src/cli/main-migrate.ts');
const bundle = path.join(root, 'apps/server/dist/migrate.js');
const args = fs.existsSync(source) ? ['--import', 'tsx', source] : [bundle];
const res = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
