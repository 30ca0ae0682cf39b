#!/usr/bin/env node
// npm run migrate: applies the pending migrations to DATABASE_URL (else DATA_DIR's PGlite) and
// exits, before new copies start (docs/operations.md#rolling-deploys).
import { runCli } from './lib/run-cli.mjs';

runCli('main-migrate', 'migrate');
