/**
 * The compose file's nginx at its edges (docs/operations.md#the-proxy), in front of two compiled
 * copies of this file's own (the cluster's copies are left alone): /metrics refused however it is
 * spelled; one JSON access-log line per request, with the request id the copy logs too; and a copy
 * killed with requests in flight: an idempotent GET is retried on the other copy, a POST is not
 * (our JSON 502 with its request id), and the dead copy is marked down (passive checks).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, PROXY_HOST, REPO_ROOT, spawnLogged, startNginx, stop, waitUntilReady, type Proc } from './processes.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-edges-'));
let copyA: Proc;
let copyB: Proc;
let nginx: Proc;
let proxyPort: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to `port` with the request target exactly as given (no URL normalisation). */
function ask(port: number, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, agent: false, headers: { host: PROXY_HOST, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON lines of a process's log file (nginx's access log, a copy's pino lines). */
function jsonLines(file: string): Record<string, unknown>[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
const accessLines = (id: string) => jsonLines(nginx.logFile).filter((l) => l.request_id === id);
const copyLines = (copy: Proc, id: string) => jsonLines(copy.logFile).filter((l) => l.requestId === id && l.msg === 'request');

beforeAll(async () => {
  const prefix = `edges${crypto.randomBytes(3).toString('hex')}:`;
  const [portA, portB] = [await freePort(), await freePort()];
  proxyPort = await freePort();
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://${PROXY_HOST}:${proxyPort}`,
    DATA_DIR: path.join(dir, 'data'),
    // The cluster's database, migrated and seeded by the global setup.
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    DEMO_DATA: 'off',
    CACHE_KEY_PREFIX: prefix,
    RATE_LIMIT_PREFIX: prefix,
    RATE_LIMIT_PER_MINUTE: '1000',
    TRUST_PROXY: 'true',
  });
  const start = (name: string, port: number) =>
    spawnLogged(name, process.execPath, ['apps/server/dist/server.js'], {
      cwd: REPO_ROOT,
      env: env(port),
      port,
      logFile: path.join(dir, `${name}.log`),
    });
  copyA = start('copy-A', portA);
  copyB = start('copy-B', portB);
  for (const c of [copyA, copyB]) await waitUntilReady(c, `${c.url}/api/health/ready`);
  nginx = await startNginx([portA, portB], proxyPort, dir);
});

afterAll(async () => {
  if (copyA?.child.exitCode === null && copyA.child.signalCode === null) copyA.child.kill('SIGCONT');
  await stop(nginx);
  await stop(copyA);
  await stop(copyB);
  if (!process.env.KEEP_MULTI_LOGS) fs.rmSync(dir, { recursive: true, force: true });
});

describe('/metrics through the proxy', () => {
  const SPELLINGS = [
    '/metrics',
    '/metrics/',
    '//metrics',
    '///metrics//',
    '/Metrics',
    '/METRICS/',
    '/metrics?',
    '/metrics?format=text',
    '/metrics/?',
    '/metrics%2F',
    '/metrics%2f',
    '/%6Detrics',
    '/%6d%65%74%72%69%63%73',
    '/./metrics',
    '/api/../metrics',
    '/api/%2E%2E/metrics',
    '/x/./../metrics/',
    '/%2Fmetrics',
    '/metrics/.',
    '/metrics;',
    '/metrics%3B',
    '/metrics.',
    '/metrics#x',
  ];

  it('the copies serve them directly (so refusing them is the proxy’s doing)', async () => {
    for (const target of ['/metrics', '/metrics/']) {
      const direct = await ask(copyA.port, 'GET', target);
      expect(direct.status, target).toBe(200);
      expect(direct.body).toContain('http_requests_total');
    }
  });

  it.each(SPELLINGS)('refuses %s without the metrics', async (target) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await ask(proxyPort, method, target);
      expect(res.status, `${method} ${target}`).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('http_requests_total');
      expect(res.body).not.toContain('# HELP');
    }
  });

  it('answers the plain spellings itself with our JSON 404 and a request id', async () => {
    for (const target of ['/metrics', '/metrics/', '//metrics', '/Metrics', '/metrics%2F', '/api/../metrics']) {
      const res = await ask(proxyPort, 'GET', target, { 'x-request-id': `metrics-${crypto.randomInt(1e9)}` });
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
      expect(res.headers['x-request-id']).toMatch(/^metrics-\d+$/);
    }
  });
});

describe('logs and request ids through the proxy', () => {
  it('one JSON access-log line per request, with the id the copy logs on its own one line', async () => {
    const id = `edge-log-${crypto.randomBytes(4).toString('hex')}`;
    const res = await ask(proxyPort, 'GET', '/api/health/live?probe=1', { 'x-request-id': id, 'user-agent': 'probe "quoted" \\ agent' });
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    await expect.poll(() => accessLines(id).length).toBe(1);
    const [line] = accessLines(id);
    expect(line).toMatchObject({
      method: 'GET',
      uri: '/api/health/live?probe=1',
      status: 200,
      host: PROXY_HOST,
      user_agent: 'probe "quoted" \\ agent',
    });
    expect(line!.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(typeof line!.duration_s).toBe('number');
    // The copy that answered wrote one line with the same id.
    await expect.poll(() => copyLines(copyA, id).length + copyLines(copyB, id).length).toBe(1);
  });

  it('without an X-Request-Id (or with an odd one) nginx makes one, sends it to the copy and answers it', async () => {
    const odd = await ask(proxyPort, 'GET', '/api/health/live', { 'x-request-id': 'not sane!' });
    const none = await ask(proxyPort, 'GET', '/api/health/live');
    for (const res of [odd, none]) {
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      await expect.poll(() => accessLines(id).length).toBe(1);
      await expect.poll(() => copyLines(copyA, id).length + copyLines(copyB, id).length).toBe(1);
    }
    expect(odd.headers['x-request-id']).not.toBe(none.headers['x-request-id']);
  });

  it('a body over the proxy’s limit gets our JSON 413 with its id, logged once', async () => {
    const id = `edge-413-${crypto.randomBytes(4).toString('hex')}`;
    const res = await ask(
      proxyPort,
      'POST',
      '/api/v1/auth/otp',
      { 'x-request-id': id, 'content-type': 'application/json' },
      'x'.repeat(3 * 1024 * 1024),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(res.headers['x-request-id']).toBe(id);
    await expect.poll(() => accessLines(id).map((l) => l.status)).toEqual([413]);
  });
});

/** Sockets of the copy on `port` holding request bytes it has not read (it is stopped). */
function unreadConnections(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f[1]?.endsWith(`:${hex}`) && f[3] === '01' && parseInt(f[4]!.split(':')[1]!, 16) > 0).length;
}

describe('a copy killed with requests in flight', () => {
  it('GETs in flight are retried on the other copy; POSTs are not (JSON 502 with the id); the dead copy is then skipped', async () => {
    type Flight = { method: 'GET' | 'POST'; id: string; answer: Promise<Answer>; settled: boolean; onA: boolean };
    const flights: Flight[] = [];
    // Copy A stops reading: what nginx sends it waits in its sockets, in flight.
    process.kill(copyA.child.pid!, 'SIGSTOP');
    const onA = (m: string) => flights.filter((f) => f.onA && f.method === m).length;
    for (let i = 0; i < 24 && (onA('GET') === 0 || onA('POST') === 0); i++) {
      const method = (['POST', 'POST', 'GET', 'GET'] as const)[i % 4]!;
      const id = `kill-${method}-${i}-${crypto.randomBytes(3).toString('hex')}`;
      const before = unreadConnections(copyA.port);
      const body = method === 'POST' ? JSON.stringify({ PHONE: 'not-a-phone', PURPOSE: 'login' }) : undefined;
      const target = method === 'POST' ? '/api/v1/auth/otp' : `/api/v1/categories?i=${i}`;
      const flight: Flight = {
        method,
        id,
        settled: false,
        onA: false,
        answer: ask(
          proxyPort,
          method,
          target,
          { 'x-request-id': id, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body,
        ),
      };
      void flight.answer.finally(() => (flight.settled = true));
      flights.push(flight);
      // Either copy B answers it, or it lands in copy A's sockets.
      await expect.poll(() => flight.settled || unreadConnections(copyA.port) > before, { timeout: 20_000 }).toBe(true);
      flight.onA = !flight.settled;
    }
    expect(onA('GET')).toBeGreaterThan(0);
    expect(onA('POST')).toBeGreaterThan(0);

    process.kill(copyA.child.pid!, 'SIGKILL');
    await copyA.exited;
    const answers = await Promise.all(flights.map((f) => f.answer));
    const portA = `127.0.0.1:${copyA.port}`;
    const portB = `127.0.0.1:${copyB.port}`;
    for (const [i, f] of flights.entries()) {
      const res = answers[i]!;
      if (!f.onA) continue;
      await expect.poll(() => accessLines(f.id).length, { message: f.id }).toBe(1);
      const [line] = accessLines(f.id);
      if (f.method === 'GET') {
        // Tried on A, then answered by B.
        expect(res.status, f.id).toBe(200);
        expect(line!.upstream).toBe(`${portA}, ${portB}`);
      } else {
        // Sent to A once, never to B: nginx's 502, in our shape, naming the request.
        expect(res.status, f.id).toBe(502);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(res.body)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/indisponible/) });
        expect(res.headers['x-request-id']).toBe(f.id);
        expect(line).toMatchObject({ status: 502, upstream: portA });
        expect(copyLines(copyB, f.id)).toEqual([]);
      }
    }

    // Marked down (max_fails=1, fail_timeout=10s): the next requests go straight to B.
    const after: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = `after-kill-${i}-${crypto.randomBytes(3).toString('hex')}`;
      const res = await ask(
        proxyPort,
        i % 2 ? 'POST' : 'GET',
        i % 2 ? '/api/v1/auth/otp' : '/api/health/live',
        { 'x-request-id': id, 'content-type': 'application/json' },
        i % 2 ? '{}' : undefined,
      );
      expect(res.status).not.toBeGreaterThanOrEqual(500);
      after.push(id);
    }
    await expect.poll(() => after.filter((id) => accessLines(id).length === 1).length).toBe(10);
    const triedA = after.filter((id) => String(accessLines(id)[0]!.upstream).includes(portA));
    expect(triedA.length).toBeLessThanOrEqual(1);
  });
});
