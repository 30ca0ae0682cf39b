import { loadConfig } from '../config.ts';
import { clockFor } from '../startup.ts';
import { backupCli } from './backup-restore.ts';

/** The command line of `npm run backup` (docs/operations.md#backup-and-restore). */
const config = loadConfig();
const result = await backupCli(config, clockFor(config), process.argv.slice(2));
(result.code === 0 ? console.log : console.error)(result.message);
// Explicitly: the exit code must reach the shell (a refusal is 2).
process.exit(result.code);
