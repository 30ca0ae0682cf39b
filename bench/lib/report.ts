/**
 * The one result format of every benchmark: each script records rows and writes them to
 * bench/results/<script>.json; `npm run bench` (bench/run.mjs) prints them all as one table and
 * BENCHMARKS.md copies that table. A row is one measured figure with its target, if any.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchRow {
  /** Section of the table: 'API (PGlite)', 'API (PostgreSQL)', 'Scale', 'Pages', 'Scan', 'Offline store'. */
  group: string;
  /** What was measured, e.g. 'GET /api/v1/promos/today' or '/layout'. */
  item: string;
  /** The figure's name, e.g. 'req/s', 'p99', 'ratio to bare', 'performance', 'JS gzip'. */
  metric: string;
  value: number;
  /** 'ms', 'KB', '%', 'req/s', 'score', '' … */
  unit: string;
  /** The target as written in issue 7, e.g. '≥ 50 %', '≤ 20 ms'; absent when informative only. */
  target?: string;
  /** Whether the value meets the target (absent without a target). */
  ok?: boolean;
  /** Short context: sample size, what was excluded, why a target is missed. */
  note?: string;
  /**
   * Lighthouse's measure of the machine's speed during the run the figure comes from (its
   * `environment.benchmarkIndex`; ~1000+ idle, low on a loaded machine): on every Lighthouse figure,
   * so figures from different machines or loads can be compared.
   */
  benchmarkIndex?: number;
}

/** `value` meets `limit` when at most it (ms, KB, CLS…). */
export const atMost = (value: number, limit: number, unit: string) => ({
  target: `≤ ${limit}${unit ? ` ${unit}` : ''}`,
  ok: value <= limit,
});

/** `value` meets `limit` when at least it (scores, ratios, req/s…). */
export const atLeast = (value: number, limit: number, unit: string) => ({
  target: `≥ ${limit}${unit ? ` ${unit}` : ''}`,
  ok: value >= limit,
});

export const resultsDir = path.resolve(import.meta.dirname, '..', 'results');

/** Writes the rows of one benchmark script (replacing its previous results) and prints them. */
export function writeResults(script: string, rows: BenchRow[]): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${script}.json`);
  const doc = {
    script,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    rows,
  };
  fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  console.table(rows.map((r) => ({ ...r, value: round(r.value) })));
}

/** Percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  return abs >= 100 ? Math.round(value) : abs >= 10 ? Math.round(value * 10) / 10 : Math.round(value * 100) / 100;
}
