import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { clockFor, openConfiguredDatabase } from '../startup.ts';
import { adminCreate } from './admin-create.ts';

/** The command line of adminCreate, on the server's database settings (DATA_DIR/PGlite or DATABASE_URL). */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
let code: number;
try {
  await migrate(database);
  const result = await adminCreate(database.db, clockFor(config), config, process.argv.slice(2));
  (result.ok ? console.log : console.error)(result.message);
  code = result.ok ? 0 : 2;
} finally {
  await database.close();
}
// Explicitly: the exit code must reach the shell (a refusal is 2).
process.exit(code);
