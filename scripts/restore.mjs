#!/usr/bin/env node
// npm run restore: docs/operations.md#backup-and-restore. As admin:create: the TypeScript source through
// tsx from a checkout, the bundle that `npm run build` made in the production image.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'apps/server/src/cli/main-restore.ts');
const bundle = path.join(root, 'apps/server/dist/restore.js');
const args = fs.existsSync(source) ? ['--import', 'tsx', source] : [bundle];
const res = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
