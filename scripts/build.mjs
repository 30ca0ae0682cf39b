#!/usr/bin/env node
// npm run build: the web app in production mode (whatever NODE_ENV says) into apps/web/dist, the back
// office into apps/admin/dist (served under /admin) and the server compiled to apps/server/dist/server.js. Production then runs plain `node` on the build
// (docs/operations.md#build).
import { spawnSync } from 'node:child_process';
import { root } from './lib/files.mjs';

const steps = [
  ['npm', ['run', 'build', '-w', '@qadhya/web']],
  ['npm', ['run', 'build', '-w', '@qadhya/admin']],
  [process.execPath, ['scripts/build-server.mjs']],
];
for (const step of steps) {
  const res = spawnSync(step[0], step[1], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
