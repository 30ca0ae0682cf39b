#!/usr/bin/env node
// npm run dev: the API with reload on change (port 3000) and Vite's dev servers: the shoppers' app
// on 5173, the back office on 5174 (/admin/), both proxying /api to the API. Stop both with Ctrl-C.
import { spawn } from 'node:child_process';
import { root } from './lib/files.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@qadhya/web'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@qadhya/admin'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', () => {
    stop();
    process.exit(0);
  });
