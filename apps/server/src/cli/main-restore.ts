import { loadConfig } from '../config.ts';
import { restoreCli } from './backup-restore.ts';

/** The command line of `npm run restore` (docs/operations.md#backup-and-restore). */
const result = await restoreCli(loadConfig(), process.argv.slice(2));
(result.code === 0 ? console.log : console.error)(result.message);
// Explicitly: the exit code must reach the shell (a refusal is 2).
process.exit(result.code);
