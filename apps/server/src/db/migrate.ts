import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.ts';
import type { Database, DbSession } from './connect.ts';

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

async function inTransaction(session: DbSession, file: string, sql: string, checksum: string): Promise<void> {
  const name = file.replace(/'/g, "''");
  try {
    await session.exec(`begin;\n${sql}\n;insert into schema_migrations(name, checksum) values ('${name}', '${checksum}');\ncommit;`);
  } catch (err) {
    await session.exec('rollback').catch(() => undefined);
    throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * Applies every `migrations/NNNN_name.sql` not applied yet, in name order, each in its own
 * transaction, recorded with its checksum. Copies starting together take turns under an advisory
 * lock (the later ones find the work done). An applied migration whose file changed stops the
 * start (MigrationChangedError); rows from before checksums were kept get theirs on the next start.
 * The same files run on PGlite and PostgreSQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const texts = new Map<string, string>();
  for (const file of files) texts.set(file, await fs.readFile(path.join(dir, file), 'utf8'));

  return database.session(async (session) => {
    await session.exec(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
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
        await inTransaction(session, file, sql, checksum);
        applied.push(file);
      }
      return applied;
    } finally {
      await session.exec(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
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
