import crypto from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';
import { MANIFEST_NAME, PGLITE_MEMBER, POSTGRES_MEMBER, UPLOADS_PREFIX, type Manifest } from './manifest.ts';
import { dumpPGlite, pgliteHasData, pgliteOpenMarker } from './pglite.ts';
import { dumpPostgres } from './postgres.ts';
import { BackupRefused } from './refused.ts';
import { tarWriter } from './tar.ts';
import { uploadFiles } from './uploads.ts';

/**
 * `npm run backup`: one archive (`.tar.gz`) of the database and the uploads folder
 * (docs/operations.md#backup-and-restore). The embedded database (PGlite, `<DATA_DIR>/pglite`) is
 * copied with the app stopped; PostgreSQL is dumped while the app runs, on one snapshot. The
 * uploads are read after the database, so every file the dump names is there. Keys are never in it.
 */

export type BackupTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

export interface BackupOptions {
  /** The app clock's instant, written in the manifest. */
  now: Date;
  /** Back up an embedded database whose folder looks open (a stopped app that did not close it). */
  force?: boolean;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function backup(target: BackupTarget, out: string, options: BackupOptions): Promise<BackupSummary> {
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: choose another file name`);
  if (target.kind === 'pglite') {
    const dir = pgliteDir(target.dataDir);
    if (!pgliteHasData(dir)) throw new BackupRefused(`no embedded database in ${dir}`);
    if (existsSync(pgliteOpenMarker(dir)) && !options.force)
      throw new BackupRefused(
        `${dir} is open (postmaster.pid): stop the app first, PGlite is one process's. If no app runs (it was killed), add --force.`,
      );
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const work = await fs.mkdtemp(path.join(path.dirname(file), '.qadhya-backup-'));
  const partial = path.join(work, 'archive.tar.gz');
  try {
    let database: { tables: Record<string, number>; migrations: string[] };
    let dump: { member: Manifest['dump']['member']; bytes: Buffer } | { member: Manifest['dump']['member']; file: string };
    if (target.kind === 'pglite') {
      const d = await dumpPGlite(pgliteDir(target.dataDir));
      database = d;
      dump = { member: PGLITE_MEMBER, bytes: d.bytes };
    } else {
      const dumpFile = path.join(work, 'postgres.pgdump');
      database = await dumpPostgres(target.url, dumpFile);
      dump = { member: POSTGRES_MEMBER, file: dumpFile };
    }
    const uploads = await uploadFiles(uploadsDir(target.dataDir));
    const sizes = await Promise.all(uploads.map(async (u) => (await fs.stat(u.file)).size));
    const manifest: Manifest = {
      format: 'qadhya-backup',
      version: 1,
      database: target.kind,
      created_at: options.now.toISOString(),
      migrations: database.migrations,
      tables: database.tables,
      dump:
        'bytes' in dump
          ? { member: dump.member, bytes: dump.bytes.length, sha256: crypto.createHash('sha256').update(dump.bytes).digest('hex') }
          : { member: dump.member, bytes: (await fs.stat(dump.file)).size, sha256: await sha256(dump.file) },
      uploads: { files: uploads.length, bytes: sizes.reduce((a, b) => a + b, 0) },
    };

    // Level 1: 16 % larger than level 6 for the demo data, in a fifth of the time (docs/operations.md#the-restore-drill).
    const gzip = zlib.createGzip({ level: 1 });
    const sink = createWriteStream(partial, { flags: 'wx' });
    gzip.pipe(sink);
    const written = finished(sink);
    const tar = tarWriter(gzip, options.now);
    await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    if ('bytes' in dump) await tar.add(dump.member, dump.bytes);
    else {
      const handle = await fs.open(dump.file);
      try {
        await tar.addFile(dump.member, handle);
      } finally {
        await handle.close();
      }
    }
    for (const u of uploads) {
      const handle = await fs.open(u.file);
      try {
        await tar.addFile(UPLOADS_PREFIX + u.key, handle);
      } finally {
        await handle.close();
      }
    }
    await tar.end();
    gzip.end();
    await written;
    // Named only once whole: a file of that name is always a complete archive.
    await fs.rename(partial, file);
    return { file, bytes: (await fs.stat(file)).size, manifest };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
