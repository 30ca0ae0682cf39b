/**
 * Starts the real server for a benchmark: the built web app (built when missing or stale, as the
 * browser tests do), a throw-away DATA_DIR (PGlite) or the given DATABASE_URL, a pinned clock, and
 * optionally pinned to some CPUs so the load generator can run on the others.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, newestMtime, startServer, type RunningServer } from '../../apps/web/e2e/helpers/server.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const APP_NOW = '2026-11-24T13:30';

const webDir = path.join(root, 'apps/web');
const WEB_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(webDir, p));
const SHARED_SOURCES = ['packages/domain/src', 'packages/contracts/src', 'packages/design'].map((p) => path.join(root, p));

/** Builds apps/web/dist when it is missing or older than its sources. */
export function ensureWebBuilt(): void {
  const index = path.join(webDir, 'dist/index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (built && built >= newestMtime([...WEB_SOURCES, ...SHARED_SOURCES])) return;
  console.log('[bench] building the web app…');
  const res = spawnSync('npm', ['run', 'build', '-w', '@qadhya/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error(`web build failed (exit ${res.status})`);
}

const randomSecret = () => crypto.randomBytes(24).toString('base64url');

export interface BenchServer extends RunningServer {
  dataDir: string;
  logFile: string;
}

/** Two CPUs or more: the server gets CPU 0 and the load the rest; one CPU: no pinning. */
export function cpuPlan(): { server?: string; load?: string } {
  const n = os.cpus().length;
  if (n < 2 || spawnSync('taskset', ['-c', '0', 'true']).status !== 0) return {};
  return { server: '0', load: n === 2 ? '1' : `1-${n - 1}` };
}

export async function startBenchServer(
  opts: { databaseUrl?: string; cpus?: string; env?: Record<string, string>; dataDir?: string } = {},
): Promise<BenchServer> {
  ensureWebBuilt();
  // A given DATA_DIR is the caller's (a second start on the same data): kept at stop.
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_NOW,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production refuses to start without an SMS gateway; benchmarks send no SMS.
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    // What production requires (docs/operations.md#production-checks), with throw-away secrets.
    SMS_GATEWAY_TOKEN: randomSecret(),
    STAFF_SECRET_KEY: randomSecret(),
    PERSONAL_DATA_KEY: randomSecret(),
    PUBLIC_URL: 'https://www.qadhya.tn',
    // The demo data, and so the pinned clock production allows only with it.
    DEMO_DATA: 'on',
    // The load comes from one address: the per-IP limit must not cut it (production refuses 0, i.e.
    // off, so it stays on, counting in memory, or in Redis with REDIS_URL).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SEARCH_LIMIT_PER_MINUTE: '1000000',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  };
  const port = await findFreePort();
  const server = await startServer({ root, port, env, logFile, timeoutMs: 300_000, cpus: opts.cpus });
  return {
    ...server,
    dataDir,
    logFile,
    async stop() {
      await server.stop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
