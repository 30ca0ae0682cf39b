import { z } from 'zod';

/**
 * The first entry of every backup archive, `qadhya-backup.json`: what the archive holds and what
 * the restore checks against (docs/operations.md#backup-and-restore).
 */
export const MANIFEST_NAME = 'qadhya-backup.json';
export const PGLITE_MEMBER = 'database/pglite.tar';
export const POSTGRES_MEMBER = 'database/postgres.pgdump';
export const UPLOADS_PREFIX = 'uploads/';

/** Our tables' names: plain lowercase identifiers, safe to quote into SQL. */
const TableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const Manifest = z.object({
  format: z.literal('qadhya-backup'),
  version: z.literal(1),
  /** The database kind the archive was taken from, and can only be restored into. */
  database: z.enum(['pglite', 'postgres']),
  /** The app clock's instant at the backup (ISO 8601). */
  created_at: z.string(),
  /** Applied migrations, in order (schema_migrations). */
  migrations: z.array(z.string()),
  /** Rows of every logged table at the backup's instant (one snapshot): checked after a restore. */
  tables: z.record(TableName, z.number().int().nonnegative()),
  dump: z.object({
    member: z.enum([PGLITE_MEMBER, POSTGRES_MEMBER]),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof Manifest>;

/**
 * The tables a backup answers for: the public schema's logged tables. The unlogged ones (the rate
 * limits' counters, the response cache) are emptied by any crash recovery, a PGlite restore's
 * included: they may come back empty, by design.
 */
export const LOGGED_TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p'`;

/** Every logged table with its rows, counted on one connection (one snapshot when in a transaction). */
export async function countTables(query: <R>(sql: string) => Promise<R[]>): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(`${LOGGED_TABLES_SQL} order by c.relname`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const parsed = TableName.safeParse(name);
    if (!parsed.success) throw new Error(`unexpected table name ${JSON.stringify(name)}`);
    const [row] = await query<{ n: number | string }>(`select count(*) as n from "${name}"`);
    counts[name] = Number(row!.n);
  }
  return counts;
}

export async function appliedMigrations(query: <R>(sql: string) => Promise<R[]>): Promise<string[]> {
  const exists = await query<{ t: string | null }>("select to_regclass('public.schema_migrations')::text as t");
  if (!exists[0]?.t) return [];
  return (await query<{ name: string }>('select name from schema_migrations order by name')).map((r) => r.name);
}
