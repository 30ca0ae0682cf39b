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

const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages'];
const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (builtAt < newestMtime(sources.map((s) => path.join(root, s)))) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@qadhya/web']);
}
// The back office (served under /admin), likewise.
const adminDist = path.join(root, 'apps/admin/dist/index.html');
const adminSources = ['apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts', 'apps/admin/public', 'packages'];
const adminBuiltAt = fs.existsSync(adminDist) ? fs.statSync(adminDist).mtimeMs : 0;
if (adminBuiltAt < newestMtime(adminSources.map((s) => path.join(root, s)))) {
  console.log('Building the back office…');
  run('npm', ['run', 'build', '-w', '@qadhya/admin']);
}
run(process.execPath, ['scripts/build-server.mjs']);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
