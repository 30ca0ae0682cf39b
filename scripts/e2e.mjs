#!/usr/bin/env node
// npm run test:e2e: the browser tests in Debian's Chromium (installed when missing), through the
// vitest `e2e` project (its global setup builds the web app when needed and starts the server).
// Extra arguments go to vitest, e.g. `npm run test:e2e -- -t "overlay menu"`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pre = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], { cwd: root, stdio: 'inherit' });
if (pre.status !== 0) process.exit(pre.status ?? 1);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
