import { openDatabase, type Database } from '../../apps/server/src/db/connect.ts';

/**
 * A bench's database: PGlite in memory, or with DATABASE_URL a scratch database of that name on
 * that PostgreSQL server, made empty first and dropped by `drop` (the server's other databases are
 * never touched).
 */
export async function openBenchDatabase(scratchName: string): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    return { database, label: 'PGlite', drop: async () => {} };
  }
  const admin = await openDatabase({ kind: 'postgres', url });
  await admin.exec(`drop database if exists ${scratchName} with (force)`);
  await admin.exec(`create database ${scratchName}`);
  const scratch = new URL(url);
  scratch.pathname = `/${scratchName}`;
  const database = await openDatabase({ kind: 'postgres', url: scratch.toString() });
  return {
    database,
    label: 'PostgreSQL',
    drop: async () => {
      await admin.exec(`drop database if exists ${scratchName} with (force)`);
      await admin.close();
    },
  };
}
