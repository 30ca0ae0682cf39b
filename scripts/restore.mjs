#!/usr/bin/env node
// npm run restore: docs/operations.md#backup-and-restore.
import { runCli } from './lib/run-cli.mjs';

runCli('main-restore', 'restore');
