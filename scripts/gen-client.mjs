#!/usr/bin/env node
// npm run gen:client: writes packages/contracts/src/client/operations.ts from the route table
// (docs/api.md#the-typed-client).
import { spawnSync } from 'node:child_process';
import { root } from './lib/files.mjs';

const code = `import { operationsSource } from './packages/contracts/src/client/generate.ts';
import { writeFileSync } from 'node:fs';
writeFileSync('packages/contracts/src/client/operations.ts', operationsSource());`;
const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
