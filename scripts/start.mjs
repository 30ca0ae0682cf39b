#!/usr/bin/env node
// npm start: builds the web app and the back office when missing or older than their sources, compiles the server
// (under a second), then runs it with plain node: it migrates, loads the reference data, adds the
// demo data in development and serves http://localhost:3000 (docs/operations.md#build).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime, root } from './lib/files.mjs';

function run(command, args) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** Builds an app (apps/<app>) when its dist/index.html is missing or older than its sources. */
function buildWhenStale(app, label) {
  const dist = path.join(root, `apps/${app}/dist/index.html`);
  const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((s) => `apps/${app}/${s}`).concat('packages');
  const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  if (builtAt < newestMtime(sources.map((s) => path.join(root, s)))) {
    console.log(`Building ${label}…`);
    run('npm', ['run', 'build', '-w', `@qadhya/${app}`]);
  }
}

buildWhenStale('web', 'the web app');
buildWhenStale('admin', 'the back office'); // served under /admin
run(process.execPath, ['scripts/build-server.mjs']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
