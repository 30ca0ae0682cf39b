/**
 * Starting the compiled server (apps/server/dist/server.js) and the compose file's nginx as real
 * processes for the multi-copy tests (docs/operations.md#scale).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

export { freePort } from '../helpers/net.ts';

export const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

export interface Proc {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Spawns a process with its output in `logFile`. */
export function spawnLogged(
  name: string,
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv; port: number; logFile: string },
): Proc {
  const log = fs.openSync(opts.logFile, 'a');
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', log, log] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  void exited.then(() => fs.closeSync(log));
  return { name, port: opts.port, url: `http://127.0.0.1:${opts.port}`, child, logFile: opts.logFile, exited };
}

/**
 * Polls `url` until it answers 200. The processes start for real (migrations, demo data), so this
 * is a readiness wait with an attempt budget, not a timing assertion.
 */
export async function waitUntilReady(proc: Proc, url: string, attempts = 600): Promise<void> {
  let done = false;
  void proc.exited.then(() => (done = true));
  for (let i = 0; i < attempts; i++) {
    if (done) throw new Error(`${proc.name} exited before it was ready:\n${tail(proc.logFile)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  throw new Error(`${proc.name} not ready at ${url}:\n${tail(proc.logFile)}`);
}

export async function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const timer = new AbortController();
  const code = await Promise.race([proc.exited, pause(15_000, 'late' as const, { signal: timer.signal }).catch(() => null)]);
  timer.abort();
  if (code === 'late') {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

/** The public host the tests' proxy serves (its server_name): the address the tests call it by. */
export const PROXY_HOST = '127.0.0.1';

/**
 * deploy/nginx.conf, the proxy of compose.yaml, pointed at local copies: only the upstream
 * addresses, the listening port, the temporary folders and the public host (${PUBLIC_HOST}, which
 * the nginx image fills in from the environment) change.
 */
export function renderNginxConf(upstreams: number[], port: number, dir: string): string {
  const conf = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  let i = 0;
  let listens = 0;
  const rendered = conf
    .replace(/server app\d+:3000/g, () => `server 127.0.0.1:${upstreams[i++]}`)
    .replace(/listen 8080( default_server)?;/g, (_all, flag: string | undefined) => {
      listens += 1;
      return `listen 127.0.0.1:${port}${flag ?? ''};`;
    })
    .replaceAll('${PUBLIC_HOST}', PROXY_HOST)
    .replaceAll('/tmp/nginx', path.join(dir, 'nginx'));
  if (i !== upstreams.length) throw new Error(`deploy/nginx.conf has ${i} upstream servers, expected ${upstreams.length}`);
  if (listens !== 2) throw new Error(`deploy/nginx.conf has ${listens} servers on 8080, expected 2 (the refusing default and ours)`);
  if (rendered.includes('${')) throw new Error('deploy/nginx.conf has a placeholder left');
  return rendered;
}

/** The files deploy/nginx.conf includes, next to it (compose.yaml mounts them beside it too). */
export const NGINX_INCLUDES = ['security-headers.conf'];

/**
 * deploy/nginx.conf rendered into `dir` in front of the copies' ports (its includes beside it),
 * started, and ready on `port`. The bench may change the rendered text (`edit`: a static file) and
 * pin nginx to some CPUs (`cpus`, taskset's list).
 */
export async function startNginx(
  upstreams: number[],
  port: number,
  dir: string,
  opts: { edit?: (conf: string) => string; cpus?: string } = {},
): Promise<Proc> {
  // nginx's workers (not root) write its cache under `dir`: they must be able to enter it.
  fs.chmodSync(dir, 0o755);
  const rendered = renderNginxConf(upstreams, port, dir);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), opts.edit ? opts.edit(rendered) : rendered);
  for (const name of NGINX_INCLUDES) fs.copyFileSync(path.join(REPO_ROOT, 'deploy', name), path.join(dir, name));
  const argv = ['nginx', '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  const [command, ...args] = opts.cpus ? ['taskset', '-c', opts.cpus, ...argv] : argv;
  const nginx = spawnLogged('nginx', command!, args, {
    cwd: dir,
    env: { PATH: process.env.PATH },
    port,
    logFile: path.join(dir, 'nginx.log'),
  });
  await waitUntilReady(nginx, `${nginx.url}/api/health/live`);
  return nginx;
}
