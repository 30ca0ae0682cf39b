#!/usr/bin/env node
// npm run admin:create -- --email … --password …: the first admin (docs/back-office.md#the-first-admin-npm-run-admincreate).
import { runCli } from './lib/run-cli.mjs';

runCli('main-admin-create', 'admin-create');
