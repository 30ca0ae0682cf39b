import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { Manifest, MANIFEST_NAME, POSTGRES_MEMBER, UPLOADS_PREFIX } from './manifest.ts';
import { BackupRefused } from './refused.ts';
import { readTar, TarError, type EntrySink } from './tar.ts';
import { uploadTarget } from './uploads.ts';

/**
 * Reads a backup archive into a staging folder: the manifest first (refused if it is not one of
 * ours, or of the other database kind), the dump (in memory for PGlite, a file for PostgreSQL) and
 * the uploads, each checked against the manifest (docs/operations.md#backup-and-restore).
 */

export interface ReadArchive {
  manifest: Manifest;
  /** PGlite's dump (kind pglite) … */
  dump?: Buffer;
  /** … or the pg_dump file in the staging folder (kind postgres). */
  dumpFile?: string;
  /** The staging folder's uploads (absent when the archive has none). */
  uploadsDir: string;
  uploads: number;
}

const MANIFEST_MAX = 1 << 20;

function bufferSink(limit: number, done: (bytes: Buffer) => void | Promise<void>): EntrySink {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    async write(chunk) {
      size += chunk.length;
      if (size > limit) throw new BackupRefused('not a Qadhya backup archive (its manifest is too large)');
      chunks.push(Buffer.from(chunk));
    },
    end: async () => done(Buffer.concat(chunks)),
  };
}

async function fileSink(file: string, hash?: crypto.Hash): Promise<EntrySink> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, 'wx');
  return {
    async write(chunk) {
      hash?.update(chunk);
      await handle.write(chunk);
    },
    end: () => handle.close(),
  };
}

export async function readArchive(file: string, kind: Manifest['database'], staging: string): Promise<ReadArchive> {
  let manifest: Manifest | null = null;
  let dumpHash: crypto.Hash | null = null;
  let dumpBytes = 0;
  const result: Omit<ReadArchive, 'manifest'> = { uploadsDir: path.join(staging, 'uploads'), uploads: 0 };
  const onEntry = async (entry: { name: string; size: number }): Promise<EntrySink | null> => {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME || entry.size > MANIFEST_MAX)
        throw new BackupRefused('not a Qadhya backup archive (no manifest first)');
      return bufferSink(MANIFEST_MAX, (bytes) => {
        let json: unknown;
        try {
          json = JSON.parse(bytes.toString('utf8'));
        } catch {
          throw new BackupRefused('not a Qadhya backup archive (its manifest is not JSON)');
        }
        const parsed = Manifest.safeParse(json);
        if (!parsed.success) throw new BackupRefused('not a Qadhya backup archive (its manifest does not have the expected fields)');
        if (parsed.data.database !== kind)
          throw new BackupRefused(
            `this archive holds ${parsed.data.database === 'pglite' ? 'an embedded database (DATA_DIR)' : 'a PostgreSQL database'}; ` +
              `the configuration points at ${kind === 'pglite' ? 'the embedded database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}`,
          );
        manifest = parsed.data;
      });
    }
    if (entry.name === manifest.dump.member && !dumpHash) {
      dumpHash = crypto.createHash('sha256');
      dumpBytes = entry.size;
      if (entry.name === POSTGRES_MEMBER) {
        result.dumpFile = path.join(staging, 'postgres.pgdump');
        return fileSink(result.dumpFile, dumpHash);
      }
      const hash = dumpHash;
      return bufferSink(Number.MAX_SAFE_INTEGER, (bytes) => {
        hash.update(bytes);
        result.dump = bytes;
      });
    }
    if (entry.name.startsWith(UPLOADS_PREFIX)) {
      const target = uploadTarget(result.uploadsDir, entry.name.slice(UPLOADS_PREFIX.length));
      if (!target) throw new BackupRefused(`the archive has an upload with an unsafe name: ${JSON.stringify(entry.name)}`);
      result.uploads++;
      return fileSink(target);
    }
    throw new BackupRefused(`the archive has an unexpected entry: ${JSON.stringify(entry.name)}`);
  };
  const source = createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  try {
    await readTar(source.pipe(gunzip), onEntry);
  } catch (err) {
    if (err instanceof BackupRefused) throw err;
    if (
      err instanceof TarError ||
      (err as NodeJS.ErrnoException).code?.startsWith('Z_') ||
      (err as NodeJS.ErrnoException).code === 'EEXIST'
    )
      throw new BackupRefused(`not a readable backup archive: ${(err as Error).message}`);
    throw err;
  } finally {
    source.destroy();
  }
  const m = manifest as Manifest | null;
  if (!m) throw new BackupRefused('not a Qadhya backup archive (empty)');
  const hash = dumpHash as crypto.Hash | null;
  if (!hash) throw new BackupRefused(`the archive has no database dump (${m.dump.member})`);
  if (dumpBytes !== m.dump.bytes || hash.digest('hex') !== m.dump.sha256)
    throw new BackupRefused("the archive's database dump does not match its manifest (damaged)");
  if (result.uploads !== m.uploads.files)
    throw new BackupRefused(`the archive has ${result.uploads} uploads, its manifest ${m.uploads.files} (damaged)`);
  return { manifest: m, ...result };
}
