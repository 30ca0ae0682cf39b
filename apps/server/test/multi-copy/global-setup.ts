/**
 * The multi-copy tests' cluster (docs/operations.md#scale): the compiled server started twice on
 * one scratch PostgreSQL database and the machine's Redis, behind the compose file's nginx.
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (scripts/test.mjs runs this project only then) and
 * nginx (scripts/ensure-nginx.mjs).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, PROXY_HOST, REPO_ROOT, spawnLogged, startNginx, stop, waitUntilReady, type Proc } from './processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    copyA: string;
    copyB: string;
    proxy: string;
    databaseUrl: string;
    redisUrl: string;
    cacheCheckMs: number;
    rateLimitPerMinute: number;
    copyAPid: number;
  }
}

/** Long enough that nothing refreshes on its own during a test: only the test's clock jumps do. */
export const CACHE_CHECK_MS = 60_000;
export const RATE_LIMIT = 200;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!baseUrl || !redisUrl) throw new Error('the multi-copy tests need TEST_DATABASE_URL and TEST_REDIS_URL (a PostgreSQL and a Redis)');

  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server build failed');

  const name = `qadhya_multi_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(baseUrl, name);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-multi-'));
  const prefix = `multi${crypto.randomBytes(3).toString('hex')}:`;
  const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The links the copies send name the proxy, the one public address (docs/security.md#links-we-send).
    PUBLIC_URL: `http://${PROXY_HOST}:${portProxy}`,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DEMO_DATA: 'on',
    // No APP_NOW: it starts each copy's clock at that time when the copy starts, so two copies'
    // clocks would differ by their start-up gap. Both use the system clock, moved by equal jumps.
    CACHE_KEY_PREFIX: prefix,
    RATE_LIMIT_PREFIX: prefix,
    CACHE_VERSION_CHECK_MS: String(CACHE_CHECK_MS),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    // Each test is its own client through X-Forwarded-For; nginx adds itself as the last hop.
    TRUST_PROXY: 'true',
    // As compose.yaml: nginx sends the fixed security headers and caches the key reads.
    EDGE_PROXY: 'nginx',
  });
  const copies: Proc[] = [];
  let nginx: Proc | undefined;
  const teardown = async () => {
    await stop(nginx);
    for (const c of copies) await stop(c);
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    if (!process.env.KEEP_MULTI_LOGS) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Both copies start together on the empty database: they take turns to migrate and seed.
    for (const [label, port] of [
      ['copy A', portA],
      ['copy B', portB],
    ] as const) {
      copies.push(
        spawnLogged(label, process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
          cwd: REPO_ROOT,
          env: env(port),
          port,
          logFile: path.join(dir, `${label.replace(' ', '-')}.log`),
        }),
      );
    }
    for (const c of copies) await waitUntilReady(c, `${c.url}/api/health/ready`);
    nginx = await startNginx([portA, portB], portProxy, dir);
    await waitUntilReady(nginx, `${nginx.url}/api/health/ready`);
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('copyA', copies[0]!.url);
  project.provide('copyB', copies[1]!.url);
  project.provide('proxy', nginx.url);
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  project.provide('cacheCheckMs', CACHE_CHECK_MS);
  project.provide('rateLimitPerMinute', RATE_LIMIT);
  project.provide('copyAPid', copies[0]!.child.pid!);
  return teardown;
}
