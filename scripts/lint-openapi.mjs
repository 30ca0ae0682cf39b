#!/usr/bin/env node
// npm run lint:openapi (part of npm run lint): writes the OpenAPI document of the whole app, built
// over an empty PGlite without listening (apps/server/src/cli/main-openapi.ts), and lints it with
// Spectral's standard ruleset (.spectral.yaml); any warning fails (docs/api.md#linting).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qadhya-openapi-lint-'));
const doc = path.join(dir, 'openapi.json');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
let code = run(['--import', 'tsx', 'apps/server/src/cli/main-openapi.ts', doc]);
if (code === 0) {
  const spectral = path.join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  code = run([spectral, 'lint', doc, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn', '--display-only-failures']);
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(code);
