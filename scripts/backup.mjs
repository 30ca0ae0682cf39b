#!/usr/bin/env node
// npm run backup: docs/operations.md#backup-and-restore.
import { runCli } from './lib/run-cli.mjs';

runCli('main-backup', 'backup');
