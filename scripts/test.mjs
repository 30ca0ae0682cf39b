#!/usr/bin/env node
// npm test: every test, in order: unit, API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL
// is set), then the browser tests in Debian's Chromium (installed by ensure-chromium when missing).
// TEST_REDIS_URL, when set, goes to both API runs (the Redis layers are tested on it; skipped without);
// with both, the multi-copy tests run two compiled copies behind nginx (installed when missing).
// Prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/files.mjs';

const outDir = path.join(root, 'artifacts/test-results');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const { TEST_DATABASE_URL, TEST_REDIS_URL, ...envWithoutPg } = process.env;
const withRedis = TEST_REDIS_URL ? { TEST_REDIS_URL } : {};
const runs = [
  { name: 'unit', args: ['--project', 'unit'], env: envWithoutPg },
  // Two files at a time: each has its own copy of the seeded PGlite folder, and vitest's default on a
  // 2-core machine is one (docs/testing.md#parallel-files). 771 s → 539 s here.
  { name: 'api (PGlite)', args: ['--project', 'api', '--maxWorkers=2'], env: { ...envWithoutPg, ...withRedis } },
  ...(TEST_DATABASE_URL
    ? // Two files at a time as well, each worker on its own copy of the seeded database (TEST_DATABASE_COPIES).
      [{ name: 'api (PostgreSQL)', args: ['--project', 'api', '--maxWorkers=2'], env: { ...process.env, TEST_DATABASE_URL, TEST_DATABASE_COPIES: '2' } }]
    : []),
  ...(TEST_DATABASE_URL && TEST_REDIS_URL
    ? [{ name: 'multi-copy (PostgreSQL, Redis, nginx)', args: ['--project', 'multi'], env: process.env, before: 'scripts/ensure-nginx.mjs' }]
    : []),
  // Two halves side by side, each a vitest process with its own server (docs/testing.md#browser-halves).
  { name: 'e2e (Chromium)', args: ['--project', 'e2e'], env: envWithoutPg, before: 'scripts/ensure-chromium.mjs', halves: true },
];

/**
 * The browser test files in two halves of about the same length (greedy, longest first, by the
 * seconds each took on the CI machine; a file not listed counts 60 s).
 */
const E2E_SECONDS = {
  'a11y.e2e.test.ts': 420, 'content-brands.e2e.test.ts': 160, 'wallet-purchases.e2e.test.ts': 131, 'account.e2e.test.ts': 122,
  'admin-content.e2e.test.ts': 114, 'auth.e2e.test.ts': 107, 'push.e2e.test.ts': 85, 'support.e2e.test.ts': 90, 'shell.e2e.test.ts': 76,
  'scan.e2e.test.ts': 72, 'wallet-card.e2e.test.ts': 67, 'help.e2e.test.ts': 66, 'admin.e2e.test.ts': 62,
};
function e2eHalves() {
  const dir = path.join(root, 'apps/web/e2e');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.e2e.test.ts'));
  files.sort((a, b) => (E2E_SECONDS[b] ?? 60) - (E2E_SECONDS[a] ?? 60) || a.localeCompare(b));
  const halves = [{ files: [], seconds: 0 }, { files: [], seconds: 0 }];
  for (const f of files) {
    const half = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    half.files.push(`apps/web/e2e/${f}`);
    half.seconds += E2E_SECONDS[f] ?? 60;
  }
  return halves.map((h) => h.files);
}

/** The web app and the back office built once, before the two halves' global setups look at them. */
function buildApps(env) {
  for (const ws of ['@qadhya/web', '@qadhya/admin']) {
    const res = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
    if (res.status !== 0) return false;
  }
  return true;
}

/** Runs vitest once per half at the same time; resolves with each one's exit status. */
function runHalves(run, reports) {
  return Promise.all(
    e2eHalves().map(
      (files, h) =>
        new Promise((resolve) => {
          const child = spawn(
            'npx',
            ['vitest', 'run', ...run.args, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${reports[h]}`],
            { cwd: root, stdio: 'inherit', env: { ...run.env, E2E_HALF: String(h + 1) } },
          );
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    ),
  );
}

// TEST_RUNS=e2e (or 'api', 'unit', …: a prefix of the runs' names, comma-separated) runs only those.
const only = (process.env.TEST_RUNS ?? '').split(',').map((r) => r.trim()).filter(Boolean);
const chosen = only.length ? runs.filter((r) => only.some((o) => r.name.startsWith(o))) : runs;

let passed = 0;
let failed = 0;
const failures = [];
/** Each failed test with its first message lines, printed last so a log's tail names them. */
const failedTests = [];
for (const [i, run] of chosen.entries()) {
  console.log(`\n=== ${run.name} ===`);
  if (run.before) {
    const pre = spawnSync(process.execPath, [run.before], { cwd: root, stdio: 'inherit', env: run.env });
    if (pre.status !== 0) {
      failures.push(`${run.name}: ${run.before} failed`);
      failed += 1;
      continue;
    }
  }
  const reports = run.halves ? [1, 2].map((h) => path.join(outDir, `run-${i}-${h}.json`)) : [path.join(outDir, `run-${i}.json`)];
  let status;
  if (run.halves) {
    if (!buildApps(run.env)) {
      failures.push(`${run.name}: the build failed`);
      failed += 1;
      continue;
    }
    const statuses = await runHalves(run, reports);
    status = statuses.find((s) => s !== 0) ?? 0;
  } else {
    const res = spawnSync(
      'npx',
      ['vitest', 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${reports[0]}`],
      { cwd: root, stdio: 'inherit', env: run.env },
    );
    status = res.status ?? 1;
  }
  let counted = true;
  for (const report of reports) {
    if (!fs.existsSync(report)) {
      counted = false;
      continue;
    }
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    for (const file of json.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').split('\n').slice(0, 3).join(' ').slice(0, 400);
        failedTests.push(`${run.name} · ${path.relative(root, file.name)} · ${t.fullName}: ${why}`);
      }
    }
    counted &&= json.numTotalTests > 0;
  }
  if (status !== 0 || !counted) {
    failures.push(`${run.name}: exit ${status}${counted ? '' : ', no test ran'}`);
    if (!counted) failed += 1;
  }
}

console.log('');
for (const t of failedTests) console.log(`FAILED TEST ${t}`);
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
