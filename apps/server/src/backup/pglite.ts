import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { appliedMigrations, countTables } from './manifest.ts';

/**
 * The embedded database's folder (`<DATA_DIR>/pglite`) in and out of a backup. PGlite is one
 * process's: these run with the app stopped (docs/operations.md#backup-and-restore).
 */

const extensions = { cube, earthdistance, pg_trgm, unaccent };

/** PGlite writes postmaster.pid while a process has the folder open and removes it on close. */
export const pgliteOpenMarker = (dir: string) => path.join(dir, 'postmaster.pid');
export const pgliteHasData = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

const queryOf =
  (pglite: PGlite) =>
  async <R>(sql: string) =>
    (await pglite.query<R>(sql)).rows;

export interface PGliteDump {
  /** PGlite's own tar of the folder (dumpDataDir), after a checkpoint. */
  bytes: Buffer;
  tables: Record<string, number>;
  migrations: string[];
}

export async function dumpPGlite(dir: string): Promise<PGliteDump> {
  const pglite = await PGlite.create({ dataDir: dir, extensions });
  try {
    const query = queryOf(pglite);
    const tables = await countTables(query);
    const migrations = await appliedMigrations(query);
    // Everything committed is written to the data files, so the copy needs no WAL replay.
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    return { bytes: Buffer.from(await dump.arrayBuffer()), tables, migrations };
  } finally {
    await pglite.close();
  }
}

/** Makes a PGlite folder at `dir` (which must not exist yet) from a dump; answers its tables' rows. */
export async function loadPGlite(dir: string, dump: Buffer): Promise<Record<string, number>> {
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(dump)]), extensions });
  try {
    return await countTables(queryOf(pglite));
  } finally {
    await pglite.close();
  }
}
