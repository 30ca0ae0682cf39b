import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './connect.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
export const MIGRATIONS_DIR = path.resolve(here, '../../migrations');

/**
 * Applies every `migrations/NNNN_name.sql` not applied yet, in name order, each in its own
 * transaction. The same files run on PGlite and PostgreSQL.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const files = (await fs.readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const done = new Set(
    (await database.db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(`begin;\n${sql}\n;insert into schema_migrations(name) values ('${name}');\ncommit;`);
    applied.push(file);
  }
  return applied;
}
