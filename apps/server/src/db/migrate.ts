import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.ts';
import type { Database, DbSession } from './connect.ts';
import { silentLog, type DatabaseLog } from './pool-guard.ts';

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');

/** The advisory lock every copy of the server takes to migrate (one at a time). */
export const MIGRATION_LOCK = 7_274_611_032;

/** An applied migration whose file has changed since: the start stops (docs/operations.md). */
export class MigrationChangedError extends Error {
  constructor(public readonly file: string) {
    super(
      `Migration ${file} was changed after it was applied to this database. Applied migrations must never change: ` +
        'restore the file as it was and add a new migration with the change.',
    );
    this.name = 'MigrationChangedError';
  }
}

/** SHA-256 of a migration's text, line endings normalised. */
export const checksumOf = (sql: string) => crypto.createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/** A migration that found its tables locked at every try: the start stops (docs/operations.md#bounded-waiting). */
export class MigrationLockTimeoutError extends Error {
  constructor(
    public readonly file: string,
    tries: number,
    lockTimeoutMs: number,
  ) {
    super(
      `Migration ${file} could not take the locks it needs: ${tries} tries of ${lockTimeoutMs} ms each found a table held by another ` +
        'session (a long transaction or query; see pg_locks and pg_stat_activity). Nothing was changed by it; start again once that session is over.',
    );
    this.name = 'MigrationLockTimeoutError';
  }
}

/** How a migration waits for its locks (docs/operations.md#bounded-waiting). */
export interface MigrateOptions {
  /** Each try waits for a lock at most this long (lock_timeout), then lets go: the live reads behind it go on. 0: no limit. */
  lockTimeoutMs?: number;
  /** Tries per migration file before the start stops. */
  tries?: number;
  /** The pause before try n+1 (ms). */
  retryDelayMs?: (attempt: number) => number;
  /** Waits between tries (tests pass one that does not wait on the wall clock). */
  sleep?: (ms: number) => Promise<void>;
  log?: DatabaseLog;
}

export const DEFAULT_MIGRATION_LOCK_TIMEOUT_MS = 2000;
export const DEFAULT_MIGRATION_TRIES = 10;
/** 1 s, 2 s, 4 s… at most 15 s between tries. */
export const migrationRetryDelayMs = (attempt: number) => Math.min(15_000, 1000 * 2 ** (attempt - 1));

const LOCK_NOT_AVAILABLE = '55P03';
const isLockTimeout = (err: unknown) => (err as { code?: unknown } | null)?.code === LOCK_NOT_AVAILABLE;

async function inTransaction(session: DbSession, file: string, sql: string, checksum: string): Promise<void> {
  const name = file.replace(/'/g, "''");
  try {
    await session.exec(`begin;\n${sql}\n;insert into schema_migrations(name, checksum) values ('${name}', '${checksum}');\ncommit;`);
  } catch (err) {
    await session.exec('rollback').catch(() => undefined);
    if (isLockTimeout(err)) throw err;
    throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * Applies one file, trying again when it waited too long for a lock (lock_timeout): a migration
 * queued behind a long transaction would otherwise hold every later read of that table behind it.
 */
async function applyWithRetries(
  session: DbSession,
  file: string,
  sql: string,
  checksum: string,
  o: Required<Omit<MigrateOptions, 'lockTimeoutMs'>> & { lockTimeoutMs: number },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await inTransaction(session, file, sql, checksum);
      if (attempt > 1) o.log.info({ migration: file, attempt }, 'migration applied after waiting for its locks');
      return;
    } catch (err) {
      if (!isLockTimeout(err)) throw err;
      if (attempt >= o.tries) {
        o.log.error({ migration: file, tries: attempt, lock_timeout_ms: o.lockTimeoutMs }, 'migration gave up: its tables stayed locked');
        throw new MigrationLockTimeoutError(file, attempt, o.lockTimeoutMs);
      }
      const delay = o.retryDelayMs(attempt);
      o.log.warn(
        { migration: file, attempt, tries: o.tries, lock_timeout_ms: o.lockTimeoutMs, retry_in_ms: delay, err: (err as Error).message },
        'migration waited too long for a lock held by another session: it let go (reads go on) and tries again',
      );
      await o.sleep(delay);
    }
  }
}

/**
 * Applies every `migrations/NNNN_name.sql` not applied yet, in name order, each in its own
 * transaction, recorded with its checksum. Copies starting together take turns under an advisory
 * lock (the later ones find the work done). An applied migration whose file changed stops the
 * start (MigrationChangedError); rows from before checksums were kept get theirs on the next start.
 * The same files run on PGlite and PostgreSQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR, options: MigrateOptions = {}): Promise<string[]> {
  const o = {
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_MIGRATION_LOCK_TIMEOUT_MS,
    tries: Math.max(1, options.tries ?? DEFAULT_MIGRATION_TRIES),
    retryDelayMs: options.retryDelayMs ?? migrationRetryDelayMs,
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    log: options.log ?? silentLog,
  };
  const files = await migrationFiles(dir);
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await fs.readFile(path.join(dir, file), 'utf8'));

  return database.session(async (session) => {
    // Waiting for another copy's migrations has no limit (the requests' statement timeout neither):
    // the lock timeout is set once this copy's turn has come.
    await session.exec('set statement_timeout = 0; set lock_timeout = 0');
    await session.exec(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await session.exec(`set lock_timeout = ${Math.max(0, Math.floor(o.lockTimeoutMs))}`);
      await session.exec(`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );
      alter table schema_migrations add column if not exists checksum text;`);
      const rows = await session.query<{ name: string; checksum: string | null }>('select name, checksum from schema_migrations');
      const done = new Map(rows.map((r) => [r.name, r.checksum]));
      const applied: string[] = [];
      for (const file of files) {
        const sql = texts.get(file)!;
        const checksum = checksumOf(sql);
        if (done.has(file)) {
          const recorded = done.get(file);
          if (recorded === null || recorded === undefined) {
            await session.query('update schema_migrations set checksum = $1 where name = $2 and checksum is null', [checksum, file]);
          } else if (recorded !== checksum) {
            throw new MigrationChangedError(file);
          }
          continue;
        }
        await applyWithRetries(session, file, sql, checksum, o);
        applied.push(file);
      }
      return applied;
    } finally {
      await session.exec(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
      // The connection goes back to the pool with its own settings again.
      await session.exec('reset lock_timeout; reset statement_timeout').catch(() => undefined);
    }
  });
}

/** The migration files of `dir` (`NNNN_name.sql`), in the order they apply. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/** The migration files not recorded as applied in `schema_migrations` (the readiness check). */
export async function pendingMigrations(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const rows = await database.db.selectFrom('schema_migrations').select('name').execute();
  const done = new Set(rows.map((r) => r.name));
  return files.filter((f) => !done.has(f));
}
