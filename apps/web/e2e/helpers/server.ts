import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Newest modification time among files under the given paths (0 when none exist). */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * Set by the e2e global setup once it has compiled the server (scripts/build-server.mjs): the
 * browser suite's servers then start from apps/server/dist, which skips compiling every server
 * module at each start (docs/testing.md#browser-servers). Inherited by the test files' processes.
 */
export const COMPILED_SERVER_ENV = 'QADHYA_E2E_COMPILED_SERVER';

/** The node arguments that run the server: compiled, or its TypeScript under tsx. */
export function serverEntry(): string[] {
  if (process.env[COMPILED_SERVER_ENV] === '1') return ['--enable-source-maps', 'apps/server/dist/server.js'];
  return ['--import', 'tsx', 'apps/server/src/server.ts'];
}

/**
 * Starts the server (compiled, or `node --import tsx apps/server/src/server.ts`) from the repo root and waits for
 * GET /api/health (the first start migrates and seeds, which may take a while).
 */
export async function startServer(opts: {
  root: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  timeoutMs: number;
  /** Pins the server to these CPUs with taskset (benchmarks: the load runs on the others). */
  cpus?: string;
}): Promise<RunningServer> {
  const log = fs.openSync(opts.logFile, 'a');
  const node = [process.execPath, ...serverEntry()];
  const [command, ...args] = opts.cpus ? ['taskset', '-c', opts.cpus, ...node] : node;
  const child = spawn(command!, args, {
    cwd: opts.root,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  let exited: number | null = null;
  child.once('exit', (code, signal) => (exited = code ?? (signal ? 128 : 1)));
  const baseURL = `http://127.0.0.1:${opts.port}`;

  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
      if (exited === null) child.kill('SIGKILL');
    }
    fs.closeSync(log);
  };

  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) {
      await stop();
      throw new Error(`server exited with code ${exited} before it was healthy:\n${tail(opts.logFile)}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`server not healthy after ${opts.timeoutMs} ms:\n${tail(opts.logFile)}`);
}
