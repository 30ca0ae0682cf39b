#!/usr/bin/env node
// npm run bench: runs every benchmark script of this folder in turn; each prints its own figures.
// DATABASE_URL, when set, adds PostgreSQL to the database benchmarks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const benches = ['bench/stores-geo.ts', 'bench/scan-decode.ts'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n### ${bench}`);
  const res = spawnSync('npx', ['tsx', bench], { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
