#!/usr/bin/env node
// npm run gen:client: writes packages/contracts/src/client/operations.ts and ops/*.ts from the route
// table (docs/api.md#the-typed-client); operations no longer in the table lose their file.
import { spawnSync } from 'node:child_process';
import { root } from './lib/files.mjs';

const code = `import fs from 'node:fs';
import path from 'node:path';
import { operationFiles } from './packages/contracts/src/client/generate.ts';
const dir = 'packages/contracts/src/client';
fs.rmSync(path.join(dir, 'ops'), { recursive: true, force: true });
fs.mkdirSync(path.join(dir, 'ops'));
for (const [file, text] of operationFiles()) fs.writeFileSync(path.join(dir, file), text);`;
const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
