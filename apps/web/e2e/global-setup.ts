/**
 * Global setup of the `e2e` vitest project: Chromium present, web app and back office built (when
 * missing or older than their sources), the real server started on a free port with a throw-away DATA_DIR and a pinned
 * clock, then `baseURL` provided to the tests. Teardown stops the server and removes the data.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { templatesRoot, seedDataDir } from './helpers/seeded-template.ts';
import { COMPILED_SERVER_ENV, findFreePort, newestMtime, startServer, type RunningServer } from './helpers/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The back office's first admin (made by the server's start from FIRST_ADMIN_EMAIL, TOTP not enrolled yet). */
    staffAdmin: { email: string; password: string };
  }
}

/** Created before the server starts, the way a chain's first admin is (docs/back-office.md). */
const STAFF_ADMIN = { email: 'direction@e2e.qadhya.test', password: 'une longue phrase de passe e2e' };

const root = path.resolve(import.meta.dirname, '../../..');
const webDir = path.join(root, 'apps/web');
/**
 * E2E_OUT=<dir> builds the web app and the back office into <dir>/web and <dir>/admin (served through
 * WEB_DIST / ADMIN_DIST) and runs the server from its sources: several working copies of the same
 * checkout can then run browser tests side by side without rebuilding each other's files.
 */
const e2eOut = process.env.E2E_OUT ? path.resolve(process.env.E2E_OUT) : undefined;
const webDist = e2eOut ? path.join(e2eOut, 'web') : path.join(webDir, 'dist');
const distIndex = path.join(webDist, 'index.html');
// The build's own plugins (vite-*-plugin.ts) are sources too: a change in one rebuilds.
const WEB_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  ...fs.readdirSync(webDir).filter((f) => /^vite-.*-plugin\.ts$/.test(f)),
  'package.json',
].map((p) => path.join(webDir, p));
const SHARED_SOURCES = ['packages/domain/src', 'packages/contracts/src', 'packages/design'].map((p) => path.join(root, p));

const adminDir = path.join(root, 'apps/admin');
const adminDist = e2eOut ? path.join(e2eOut, 'admin') : path.join(adminDir, 'dist');
const adminIndex = path.join(adminDist, 'index.html');
const ADMIN_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(adminDir, p));

function ensureChromium(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')], { stdio: 'inherit' });
}

function ensureBuilt(): void {
  const built = fs.existsSync(distIndex) ? fs.statSync(distIndex).mtimeMs : 0;
  if (built && built >= newestMtime([...WEB_SOURCES, ...SHARED_SOURCES])) return;
  console.log('[e2e] building the web app…');
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@qadhya/web', '--', '--out-dir', webDist], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
}

/** The back office (apps/admin, served under /admin) when missing or older than its sources. */
function ensureAdminBuilt(): void {
  const built = fs.existsSync(adminIndex) ? fs.statSync(adminIndex).mtimeMs : 0;
  // It shows the API's French error texts kept with the web app.
  const sources = [...ADMIN_SOURCES, ...SHARED_SOURCES, path.join(webDir, 'src/lib/i18n/fr.ts')];
  if (built && built >= newestMtime(sources)) return;
  console.log('[e2e] building the back office…');
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@qadhya/admin', '--', '--out-dir', adminDist], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`back office build failed (exit ${result.status})`);
}

/** The compiled server (apps/server/dist) when missing or older than its sources: every server of the run starts from it. */
function ensureServerBuilt(): void {
  if (e2eOut) {
    process.env.WEB_DIST = webDist;
    process.env.ADMIN_DIST = adminDist;
    return;
  }
  const out = path.join(root, 'apps/server/dist/server.js');
  const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
  const sources = [path.join(root, 'apps/server/src'), path.join(root, 'apps/server/package.json'), ...SHARED_SOURCES];
  if (!built || built < newestMtime(sources)) {
    const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`server build failed (exit ${result.status})`);
  }
  process.env[COMPILED_SERVER_ENV] = '1';
}

export default async function setup(project: TestProject) {
  ensureChromium();
  ensureBuilt();
  ensureAdminBuilt();
  ensureServerBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-e2e-'));
  // Seeded databases shared by the files' own servers (helpers/seeded-template.ts); the test files
  // run in child processes that inherit this environment.
  const templates = templatesRoot();
  const port = await findFreePort();
  let server: RunningServer | undefined;
  const env = {
    DATA_DIR: dataDir,
    APP_NOW: '2026-11-24T13:30',
    NODE_ENV: 'test',
    // Every browser test signs up from 127.0.0.1: the per-IP limits would otherwise stop the suite.
    OTP_IP_HOURLY_LIMIT: '1000',
    LOGIN_IP_LIMIT: '1000',
    // One browser from 127.0.0.1 loads many screens: the per-IP ceiling would throttle the suite.
    RATE_LIMIT_PER_MINUTE: '0',
    // The first admin, made by the server's start (docs/back-office.md#the-first-admin-from-the-environment).
    FIRST_ADMIN_EMAIL: STAFF_ADMIN.email,
    FIRST_ADMIN_PASSWORD: STAFF_ADMIN.password,
  };
  try {
    seedDataDir(dataDir, env.APP_NOW, env);
    server = await startServer({
      root,
      port,
      env,
      logFile: path.join(dataDir, 'server.log'),
      timeoutMs: 170_000,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (templates.owned) fs.rmSync(templates.dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', server.baseURL);
  project.provide('staffAdmin', STAFF_ADMIN);

  return async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (templates.owned) fs.rmSync(templates.dir, { recursive: true, force: true });
  };
}
