import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readArchive } from './archive-read.ts';
import { pgliteDir, uploadsDir, type BackupTarget } from './backup.ts';
import type { Manifest } from './manifest.ts';
import { loadPGlite, pgliteHasData, pgliteOpenMarker } from './pglite.ts';
import { postgresTableCount, restorePostgres } from './postgres.ts';
import { BackupRefused } from './refused.ts';
import { hasFiles } from './uploads.ts';

/**
 * `npm run restore`: an archive of `npm run backup` into the configured database and DATA_DIR's
 * uploads (docs/operations.md#backup-and-restore). Refused into a database or an uploads folder
 * that is not empty unless `force` (then replaced). Everything is read and checked in a staging
 * folder inside DATA_DIR first (manifest, dump checksum, every table's rows); only then are the
 * database and the uploads put in place, so a refusal or a failure leaves them as they were.
 */

export interface RestoreSummary {
  manifest: Manifest;
  uploads: number;
}

async function refuseNonEmpty(target: BackupTarget, force: boolean): Promise<void> {
  const full: string[] = [];
  if (target.kind === 'pglite') {
    const dir = pgliteDir(target.dataDir);
    if (existsSync(pgliteOpenMarker(dir)) && !force)
      throw new BackupRefused(
        `${dir} is open (postmaster.pid): stop the app first. If no app runs (it was killed), add --force to replace it.`,
      );
    if (pgliteHasData(dir)) full.push(`the embedded database ${dir} has data`);
  } else {
    const tables = await postgresTableCount(target.url);
    if (tables > 0) full.push(`the database of DATABASE_URL has ${tables} tables`);
  }
  if (await hasFiles(uploadsDir(target.dataDir))) full.push(`the uploads folder ${uploadsDir(target.dataDir)} has files`);
  if (full.length > 0 && !force) throw new BackupRefused(`${full.join('; ')}: restore into an empty one, or add --force to replace it`);
}

function sameCounts(expected: Record<string, number>, actual: Record<string, number>): string | null {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  for (const name of [...names].sort()) {
    if (expected[name] !== actual[name])
      return `table ${name} has ${actual[name] ?? 'no'} rows, the backup had ${expected[name] ?? 'none'}`;
  }
  return null;
}

export async function restore(target: BackupTarget, from: string, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  const file = path.resolve(from);
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist`);
  const force = options.force ?? false;
  await refuseNonEmpty(target, force);

  const madeDataDir = !existsSync(target.dataDir);
  await fs.mkdir(target.dataDir, { recursive: true });
  const staging = await fs.mkdtemp(path.join(target.dataDir, '.restore-'));
  let placed = false;
  try {
    const archive = await readArchive(file, target.kind, staging);
    const { manifest } = archive;
    if (target.kind === 'pglite') {
      const staged = path.join(staging, 'pglite');
      const counts = await loadPGlite(staged, archive.dump!);
      const differs = sameCounts(manifest.tables, counts);
      if (differs) throw new BackupRefused(`the restored database does not match the backup: ${differs}`);
      await fs.rm(pgliteDir(target.dataDir), { recursive: true, force: true });
      await fs.rename(staged, pgliteDir(target.dataDir));
    } else {
      // One transaction: a failure, or a table whose rows differ from the manifest, leaves the database as it was.
      await restorePostgres(target.url, archive.dumpFile!, manifest.tables, force);
    }
    await fs.rm(uploadsDir(target.dataDir), { recursive: true, force: true });
    if (existsSync(archive.uploadsDir)) await fs.rename(archive.uploadsDir, uploadsDir(target.dataDir));
    placed = true;
    return { manifest, uploads: archive.uploads };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    if (!placed && madeDataDir) await fs.rm(target.dataDir, { recursive: true, force: true });
  }
}
