#!/usr/bin/env node
// npm run admin:create -- --email … --password …: the first admin (docs/back-office.md#the-first-admin-npm-run-admincreate).
// From a checkout it runs the TypeScript source through tsx (always current); in the production
// image, which has no sources nor tsx, it runs the bundle that `npm run build` made.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/server/src/cli/main-admin-create.ts');
const bundle = path.join(root, 'apps/server/dist/admin-create.js');
const args = fs.existsSync(source) ? ['--import', 'tsx', source] : [bundle];
const res = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
