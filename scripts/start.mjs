#!/usr/bin/env node
// npm start: builds the web app when it is missing or older than its sources, then starts the
// server (it migrates, seeds the demo data on first start and serves http://localhost:3000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime, root } from './lib/files.mjs';

const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages'];
const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (builtAt < newestMtime(sources.map((s) => path.join(root, s)))) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@qadhya/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
