#!/usr/bin/env node
// npm test: every test: the browser tests in Debian's Chromium (installed by ensure-chromium when
// missing) from the start, and beside them, in order, unit, API on PGlite, API on PostgreSQL (when
// TEST_DATABASE_URL is set).
// TEST_REDIS_URL, when set, goes to both API runs (the Redis layers are tested on it; skipped without);
// with both, the multi-copy tests run two compiled copies behind nginx (installed when missing).
// Prints one closing line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/files.mjs';

const outDir = path.join(root, 'artifacts/test-results');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const { TEST_DATABASE_URL, TEST_REDIS_URL, ...envWithoutPg } = process.env;
const withRedis = TEST_REDIS_URL ? { TEST_REDIS_URL } : {};
/** The API files kept on PGlite when the suite also runs on a PostgreSQL. */
const PGLITE_ONLY = [
  'apps/server/test/seed',
  'apps/server/test/api/migrations.test.ts',
  'apps/server/test/api/malformed-input.test.ts',
  // It reads the demo data alone, which a shared PostgreSQL database is not (it skips itself there).
  'apps/server/test/content/arabic-coverage.test.ts',
];
/** The API project's test folders but `skip` (vitest's --exclude does not reach a project's files). */
function apiFoldersBut(skip) {
  const dir = path.join(root, 'apps/server/test');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && ![...skip, 'unit', 'multi-copy', 'helpers'].includes(d.name))
    .map((d) => `apps/server/test/${d.name}/`);
}
// TEST_RUNS=e2e (or 'api', 'unit', …: a prefix of the runs' names, comma-separated) runs only those.
const only = (process.env.TEST_RUNS ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const picked = (name) => only.length === 0 || only.some((o) => name.startsWith(o));
/** Beside the browser run, the API runs take one file at a time: the browser keeps its core. */
const API_WORKERS = picked('e2e') && (picked('api') || picked('unit') || picked('multi')) ? 1 : 2;
/**
 * The browser files that run once the API runs are over, beside the other browser files: the second
 * core would otherwise idle for the browser run's last part (docs/testing.md#browser-files). Each
 * browser run has a suite server of its own; these files need nothing another file leaves behind,
 * so the two runs share nothing. The accessibility sweep and the build check (about 520 s together
 * in the fresh-clone run of 2026-12-02) and files on servers of their own weigh the second run to
 * end with the first (docs/testing.md#browser-files: the measured ends of the two runs).
 */
const E2E_LAST = [
  'a11y.e2e.test.ts',
  'build-env.e2e.test.ts',
  'floating-buttons.e2e.test.ts',
  'tracker.e2e.test.ts',
  'wallet-card.e2e.test.ts',
  'wallet-offline.e2e.test.ts',
  'wallet-purchases.e2e.test.ts',
  'admin-campaigns.e2e.test.ts',
  'admin-catalogues.e2e.test.ts',
  'admin-content.e2e.test.ts',
  'admin-loyalty.e2e.test.ts',
  'admin-last-chance-alerts.e2e.test.ts',
  'admin-sim-reservations.e2e.test.ts',
  'games-attrape-promo.e2e.test.ts',
  'games-panier-chrono.e2e.test.ts',
  'games-tap-match.e2e.test.ts',
];
const e2eFiles = fs
  .readdirSync(path.join(root, 'apps/web/e2e'))
  .filter((f) => f.endsWith('.e2e.test.ts'))
  .sort()
  .map((f) => `apps/web/e2e/${f}`);
const E2E_SPLIT = picked('e2e (Chromium)') && (picked('api') || picked('unit') || picked('multi'));
/**
 * The seeded databases of the browser servers, one per clock (apps/web/e2e/helpers/seeded-template.ts):
 * one folder for both browser runs, so a clock the first run seeded is only copied by the second
 * (docs/testing.md#browser-servers). Removed at the end.
 */
const e2eTemplates = E2E_SPLIT ? fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-e2e-templates-')) : undefined;
const e2eEnv = e2eTemplates ? { ...envWithoutPg, QADHYA_E2E_TEMPLATES: e2eTemplates } : envWithoutPg;
const runs = [
  // The unit files that replace a module run in a project of their own, each file isolated (vitest.config.ts).
  { name: 'unit', args: ['--project', 'unit', '--project', 'unit-isolated'], env: envWithoutPg },
  // Two files at a time when it runs alone (each has its own copy of the seeded PGlite folder:
  // docs/testing.md#parallel-files), one beside the browser run.
  // With a PostgreSQL the API suite runs there (below); PGlite then keeps the files that only it can
  // run (the seed added to an existing database, the migrations) — the browser suite's servers run
  // on PGlite end to end (docs/testing.md#parallel-files).
  {
    name: 'api (PGlite)',
    args: ['--project', 'api', `--maxWorkers=${API_WORKERS}`, ...(TEST_DATABASE_URL ? PGLITE_ONLY : [])],
    env: { ...envWithoutPg, ...withRedis },
  },
  ...(TEST_DATABASE_URL
    ? // Likewise, each worker on its own copy of the seeded database (TEST_DATABASE_COPIES).
      // The demo-data files stay on PGlite: they compare the seeded database with the generator, and
      // here other files of the worker edit the products and stores of its copy.
      [
        {
          name: 'api (PostgreSQL)',
          args: ['--project', 'api', `--maxWorkers=${API_WORKERS}`, ...apiFoldersBut(['seed'])],
          env: { ...process.env, TEST_DATABASE_URL, TEST_DATABASE_COPIES: '2' },
        },
      ]
    : []),
  ...(TEST_DATABASE_URL && TEST_REDIS_URL
    ? [
        {
          name: 'multi-copy (PostgreSQL, Redis, nginx)',
          args: ['--project', 'multi'],
          env: process.env,
          before: 'scripts/ensure-nginx.mjs',
        },
      ]
    : []),
  // The browser run starts first and goes on beside the others (docs/testing.md#browser-files): it
  // leaves most of a core idle while pages load and animate, which the API runs fill. With other
  // runs, the files of E2E_LAST wait for them and then run beside the rest of the browser files.
  ...(E2E_SPLIT
    ? [
        {
          name: 'e2e (Chromium)',
          args: ['--project', 'e2e', ...e2eFiles.filter((f) => !E2E_LAST.includes(path.basename(f)))],
          env: e2eEnv,
          before: 'scripts/ensure-chromium.mjs',
          beside: true,
        },
        {
          name: 'e2e (Chromium, after the API runs)',
          args: ['--project', 'e2e', ...e2eFiles.filter((f) => E2E_LAST.includes(path.basename(f)))],
          env: e2eEnv,
        },
      ]
    : [{ name: 'e2e (Chromium)', args: ['--project', 'e2e'], env: envWithoutPg, before: 'scripts/ensure-chromium.mjs', beside: true }]),
];

const chosen = runs.filter((r) => picked(r.name));

let passed = 0;
/** Each run's wall time, printed at the end beside the slowest files. */
const runTimes = [];
const t0 = Date.now();
let failed = 0;
const failures = [];
/** Each failed test with its first message lines, printed last so a log's tail names them. */
const failedTests = [];
/** Each file's time, for the slowest list printed at the end (what to look at when the suite slows down). */
const fileTimes = [];

/** Runs `run`'s before step, then starts its vitest; resolves with the exit status. `log`: where its output goes. */
function start(run, i, log) {
  if (run.before) {
    const pre = spawnSync(process.execPath, [run.before], { cwd: root, stdio: 'inherit', env: run.env });
    if (pre.status !== 0) return Promise.resolve({ before: false, status: 1 });
  }
  const out = log ? fs.openSync(log, 'w') : 'inherit';
  const child = spawn('npx', ['vitest', 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(i)}`], {
    cwd: root,
    env: run.env,
    stdio: ['ignore', out, out],
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ before: true, status: code ?? (signal ? 1 : 0) });
    });
  });
}

const reportOf = (i) => path.join(outDir, `run-${i}.json`);

/** Adds a finished run's results to the totals. */
function count(run, i, { before, status }) {
  if (!before) {
    failures.push(`${run.name}: ${run.before} failed`);
    failed += 1;
    return;
  }
  const report = reportOf(i);
  let counted = fs.existsSync(report);
  if (counted) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    for (const file of json.testResults ?? []) {
      if (file.startTime && file.endTime)
        fileTimes.push({ run: run.name, file: path.relative(root, file.name), ms: file.endTime - file.startTime });
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = String(t.failureMessages?.[0] ?? '')
          .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
          .split('\n')
          .slice(0, 3)
          .join(' ')
          .slice(0, 400);
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

// The run marked `beside` starts first, its output kept in a file and printed after the others.
const besideRun = chosen.length > 1 ? chosen.find((r) => r.beside) : undefined;
const besideLog = path.join(outDir, 'beside.log');
let besideDone;
if (besideRun) {
  console.log(`\n=== ${besideRun.name}: started beside the other runs, its output follows theirs ===`);
  const began = Date.now();
  besideDone = start(besideRun, chosen.indexOf(besideRun), besideLog).then((r) => {
    runTimes.push({ name: besideRun.name, ms: Date.now() - began });
    return r;
  });
}
for (const [i, run] of chosen.entries()) {
  if (run === besideRun) continue;
  console.log(`\n=== ${run.name} ===`);
  const began = Date.now();
  count(run, i, await start(run, i));
  runTimes.push({ name: run.name, ms: Date.now() - began });
}
if (besideRun) {
  const result = await besideDone;
  console.log(`\n=== ${besideRun.name} ===`);
  if (fs.existsSync(besideLog)) process.stdout.write(fs.readFileSync(besideLog));
  count(besideRun, chosen.indexOf(besideRun), result);
}

if (e2eTemplates) fs.rmSync(e2eTemplates, { recursive: true, force: true });

console.log('\nRuns (wall time):');
for (const r of runTimes) console.log(`  ${(r.ms / 1000).toFixed(0).padStart(5)} s  ${r.name}`);
console.log(`  ${((Date.now() - t0) / 1000).toFixed(0).padStart(5)} s  in all`);
console.log('\nSlowest files:');
for (const f of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 25))
  console.log(`  ${(f.ms / 1000).toFixed(0).padStart(5)} s  ${f.run} · ${f.file}`);
console.log('');
for (const t of failedTests) console.log(`FAILED TEST ${t}`);
for (const f of failures) console.log(`FAILED ${f}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
