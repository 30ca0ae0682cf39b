#!/usr/bin/env node
// npm run bench: runs every benchmark of this folder in turn, then prints all their figures as one
// table (each script writes its rows to bench/results/<name>.json, see bench/lib/report.ts).
//
//   npm run bench                       # everything (PostgreSQL parts when DATABASE_URL is set)
//   npm run bench -- api pages          # only some of them
//   npm run bench -- --table            # print the table of the last results without running
//   npm run bench -- --markdown F       # also write the table as Markdown to F (for BENCHMARKS.md)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
/** In the order they run: the browser ones last, so a missing Chromium fails after the rest. */
const BENCHES = ['api', 'scale', 'tracker', 'price-history', 'list-deals', 'last-chance-alerts', 'pages', 'scan', 'offline-store'];

const args = process.argv.slice(2);
const mdIndex = args.indexOf('--markdown');
const markdownFile = mdIndex >= 0 ? args[mdIndex + 1] : undefined;
const tableOnly = args.includes('--table');
const chosen = args.filter((a, i) => !a.startsWith('--') && !(mdIndex >= 0 && i === mdIndex + 1));
const names = chosen.length ? chosen : BENCHES;
for (const n of names)
  if (!BENCHES.includes(n)) {
    console.error(`unknown benchmark "${n}" (known: ${BENCHES.join(', ')})`);
    process.exit(2);
  }

/** The results file of a bench: SCALE_NEAR_ONLY=1 runs only scale's geographic part, into its own file. */
const resultName = (name) => (name === 'scale' && process.env.SCALE_NEAR_ONLY === '1' ? 'scale-near' : name);

const failed = [];
if (!tableOnly) {
  if (names.some((n) => ['pages', 'scan', 'offline-store'].includes(n))) {
    const pre = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], { cwd: root, stdio: 'inherit' });
    if (pre.status !== 0) process.exit(pre.status ?? 1);
  }
  for (const name of names) {
    console.log(`\n### bench/${name}.ts`);
    fs.rmSync(path.join(resultsDir, `${resultName(name)}.json`), { force: true });
    const res = spawnSync('npx', ['tsx', `bench/${name}.ts`], { cwd: root, stdio: 'inherit', env: process.env });
    if (res.status !== 0) failed.push(name);
  }
}

const rows = [];
const runs = [];
for (const name of names) {
  const file = path.join(resultsDir, `${resultName(name)}.json`);
  if (!fs.existsSync(file)) {
    rows.push({
      group: name,
      item: '—',
      metric: 'no result',
      value: '',
      unit: '',
      target: '',
      ok: '✗',
      note: 'the script failed before writing its results',
    });
    continue;
  }
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  runs.push(`${name}: ${doc.date} on ${doc.machine}`);
  for (const r of doc.rows) {
    rows.push({
      ...r,
      value: fmt(r.value),
      target: r.target ?? '',
      ok: r.ok === undefined ? '' : r.ok ? '✓' : '✗',
      benchmarkIndex: r.benchmarkIndex ?? '',
      note: r.note ?? '',
    });
  }
}

function fmt(v) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return String(v);
  const a = Math.abs(v);
  return a >= 100 ? String(Math.round(v)) : a >= 10 ? v.toFixed(1) : v.toFixed(2);
}

const COLS = [
  ['group', 'group'],
  ['item', 'measured'],
  ['metric', 'metric'],
  ['value', 'value'],
  ['unit', 'unit'],
  ['target', 'target'],
  ['ok', 'met'],
  // Lighthouse's benchmarkIndex of the run a page figure comes from (bench/lib/report.ts).
  ['benchmarkIndex', 'bench index'],
  ['note', 'note'],
];
const cell = (r, k) => String(r[k] ?? '');
const widths = COLS.map(([k, h]) => Math.max(h.length, ...rows.map((r) => cell(r, k).length)));
const line = (vals) =>
  vals
    .map((v, i) => (i === 3 ? v.padStart(widths[i]) : v.padEnd(widths[i])))
    .join('  ')
    .trimEnd();
console.log(`\n${line(COLS.map(([, h]) => h))}`);
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
let lastGroup = '';
for (const r of rows) {
  if (lastGroup && r.group !== lastGroup) console.log('');
  lastGroup = r.group;
  console.log(line(COLS.map(([k]) => cell(r, k))));
}
const missed = rows.filter((r) => r.ok === '✗').length;
console.log(`\n${rows.length} figures, ${missed} below target.${failed.length ? ` Failed: ${failed.join(', ')}.` : ''}`);
for (const r of runs) console.log(`  ${r}`);

if (markdownFile) {
  const esc = (s) => s.replace(/\|/g, '\\|');
  const md = [
    `| ${COLS.map(([, h]) => h).join(' | ')} |`,
    `|${COLS.map((_, i) => (i === 3 ? '---:' : '---')).join('|')}|`,
    ...rows.map((r) => `| ${COLS.map(([k]) => esc(cell(r, k))).join(' | ')} |`),
  ].join('\n');
  fs.writeFileSync(markdownFile, `${md}\n`);
  console.log(`Markdown table written to ${markdownFile}`);
}
process.exit(failed.length ? 1 : 0);
