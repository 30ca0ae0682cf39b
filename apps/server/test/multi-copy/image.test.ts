/**
 * The Dockerfile, rehearsed without a Docker engine (scripts/rehearse-image.mjs): its stages run
 * for real, then the final stage's command starts as an unprivileged user with the image's
 * environment on an empty PostgreSQL database, and the image's HEALTHCHECK reports it ready
 * (docs/operations.md#container).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { rehearseImage } from '../../../../scripts/rehearse-image.mjs';
import { freePort, spawnLogged, stop, waitUntilReady, type Proc } from './processes.ts';

interface Image {
  dir: string;
  root: string;
  env: Record<string, string>;
  user: string;
  cmd: string[];
  healthcheck: string[];
  expose: number;
}

const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-image-'));
const database = `qadhya_image_${crypto.randomBytes(4).toString('hex')}`;
const baseUrl = process.env.TEST_DATABASE_URL!;
let image: Image;
let server: Proc | undefined;
let port: number;
let serverEnv: Record<string, string>;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  image = rehearseImage(out) as Image;
  await admin(`create database ${database}`);
  port = await freePort();
  const dataDir = path.join(image.root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot) fs.chownSync(dataDir, NOBODY, NOBODY);
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${database}`;
  const [command, ...args] = image.cmd;
  // The image's USER: an unprivileged account (here nobody through setpriv when the tests run as root).
  const asUser = isRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', command!, ...args] : [command!, ...args];
  serverEnv = {
    PATH: process.env.PATH,
    ...image.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_TOKEN: crypto.randomBytes(16).toString('hex'),
    STAFF_SECRET_KEY: crypto.randomBytes(24).toString('hex'),
    PERSONAL_DATA_KEY: crypto.randomBytes(24).toString('hex'),
  } as Record<string, string>;
  server = spawnLogged('image', asUser[0]!, asUser.slice(1), {
    cwd: image.dir,
    env: serverEnv,
    port,
    logFile: path.join(out, 'image.log'),
  });
  await waitUntilReady(server, `${server.url}/api/health/live`);
}, 600_000);

afterAll(async () => {
  await stop(server);
  await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  fs.rmSync(out, { recursive: true, force: true });
});

describe('the container image', () => {
  it('is a production image that runs plain node on the build as a non-root user', () => {
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.user).toBe('node');
    expect(image.cmd.slice(0, 1)).toEqual(['node']);
    expect(image.cmd.at(-1)).toBe('apps/server/dist/server.js');
    expect(fs.existsSync(path.join(image.dir, 'apps/web/dist/index.html'))).toBe(true);
    // Runtime dependencies only: no build or test tools in the image.
    for (const devOnly of ['vite', 'vitest', 'typescript', 'tsx', 'esbuild', 'pino-pretty', 'playwright-core']) {
      expect(fs.existsSync(path.join(image.dir, 'node_modules', devOnly)), devOnly).toBe(false);
    }
    const status = fs.readFileSync(`/proc/${server!.child.pid}/status`, 'utf8');
    const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
    expect(uid).not.toBe(0);
  });

  it('reports ready through its HEALTHCHECK, on an empty database, without demo data', async () => {
    const [command, ...args] = image.healthcheck;
    const check = spawnSync(command!, args, { env: { PATH: process.env.PATH, PORT: String(port) }, encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    const stores = (await (await fetch(`${server!.url}/api/v1/stores`)).json()) as { items: unknown[] };
    expect(stores.items).toEqual([]);
    const page = await fetch(`${server!.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
  });

  it('creates the first admin from the command line, without the sources nor tsx (docs/back-office.md)', () => {
    expect(fs.existsSync(path.join(image.dir, 'apps/server/src'))).toBe(false);
    const run = spawnSync(
      'npm',
      ['run', '-s', 'admin:create', '--', '--email', 'direction@qadhya.test', '--password', 'une phrase de passe longue'],
      {
        cwd: image.dir,
        env: serverEnv,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('admin direction@qadhya.test created');
  });

  it('runs the migrations as their own step (npm run migrate) from the build, and then has nothing to do (docs/operations.md#rolling-deploys)', () => {
    const run = spawnSync('npm', ['run', '-s', 'migrate'], { cwd: image.dir, env: serverEnv, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('migrations: every file was already applied');
  });

  it('stops gracefully on SIGTERM: finishes, closes and exits 0', async () => {
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    const log = fs.readFileSync(server!.logFile, 'utf8');
    expect(log).toContain('closing: finishing the requests in flight');
    expect(log).toContain('"msg":"closed"');
  });
});
