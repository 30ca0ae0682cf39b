import { ConfigError, loadConfig } from '../config.ts';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.ts';
import { startLog } from '../observability/start-log.ts';
import { openConfiguredDatabase } from '../startup.ts';

/**
 * `npm run migrate`: applies the pending migrations to the server's database (DATABASE_URL, else
 * the PGlite of DATA_DIR) and exits: 0 once every file is applied, 1 when one fails (it is rolled
 * back and named), 2 on a bad configuration. Run before new copies start in a rolling deploy
 * (docs/operations.md#rolling-deploys); under the same advisory lock as a start's migrations.
 */
let code = 0;
try {
  const config = loadConfig();
  const log = startLog({ logLevel: config.logLevel === 'silent' ? 'info' : config.logLevel });
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(database, MIGRATIONS_DIR, { lockTimeoutMs: config.database.migrationLockTimeoutMs, log });
    console.log(
      applied.length === 0 ? 'migrations: every file was already applied' : `migrations: applied ${applied.length}: ${applied.join(', ')}`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  code = err instanceof ConfigError ? 2 : 1;
}
// Explicitly: the exit code must reach the shell, and no pool keeps the process up.
process.exit(code);
