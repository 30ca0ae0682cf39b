#!/usr/bin/env node
// npm run build: the web app in production mode (whatever NODE_ENV says) into apps/web/dist and the
// server compiled to apps/server/dist/server.js. Production then runs plain `node` on the build
// (docs/operations.md#build).
import { spawnSync } from 'node:child_process';
import { root } from './lib/files.mjs';

for (const step of [['npm', ['run', 'build', '-w', '@qadhya/web']], [process.execPath, ['scripts/build-server.mjs']]]) {
  const res = spawnSync(step[0], step[1], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
