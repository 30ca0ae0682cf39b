/**
 * The restore drill (docs/operations.md#the-restore-drill): back up, write more, restore into a fresh
 * database, start the app on it and find the state of the backup's instant (every table's rows, the
 * ledger's checksum, the uploads), the later writes gone. On PGlite always (the app stopped), and on
 * PostgreSQL when TEST_DATABASE_URL is set (the backup taken while the app runs). Then the refusals,
 * each leaving everything as it was.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup } from '../../src/backup/backup.ts';
import { MANIFEST_NAME } from '../../src/backup/manifest.ts';
import { BackupRefused } from '../../src/backup/refused.ts';
import { restore } from '../../src/backup/restore.ts';
import { tarWriter } from '../../src/backup/tar.ts';
import { migrateAndSeed, preparePGliteTemplate, REPO_ROOT, testClock } from '../helpers/test-db.ts';
import { openDatabase } from '../../src/db/connect.ts';
import { buyThroughTill, startOn, stateOf, type DbState } from './drill.ts';

const now = testClock().now();
let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-drill-'));
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every file under a folder with its size: what "nothing written" is checked against. */
async function listing(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    return (await Promise.all(files.map(async (f) => `${path.relative(dir, f)} ${(await fs.stat(f)).size}`))).sort();
  } catch {
    return [];
  }
}

async function entriesOf(archive: string): Promise<string[]> {
  const res = spawnSync('tar', ['tzf', archive], { encoding: 'utf8' });
  expect(res.status).toBe(0);
  return res.stdout.trim().split('\n');
}

/** The command lines as an operator runs them (scripts/*.mjs → src/cli through tsx). */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, TEST_DATABASE_URL: _test, ...rest } = process.env;
  return spawnSync(process.execPath, [path.join(REPO_ROOT, `scripts/${script}.mjs`), ...args], {
    cwd: REPO_ROOT,
    env: { ...rest, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
}

// An upload key long enough to need the tar format's name prefix (over 100 characters).
const KEPT = `catalogues/${'a'.repeat(40)}/pages/${'b'.repeat(60)}.webp`;
const LATER = 'avatars/written-after-the-backup.webp';
const keptBytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPkept');

describe('the drill on the embedded database (PGlite, the app stopped)', () => {
  let src: string;
  let archive: string;
  let atBackup: DbState;
  let later: { tillReceiptId: string; userId: number };

  it('backs up a stopped DATA_DIR: the database and the uploads in one archive, no key file', async () => {
    src = path.join(root, 'pglite-src');
    await fs.cp(inject('pgliteTemplate') || (await preparePGliteTemplate()), path.join(src, 'pglite'), { recursive: true });
    const app = await startOn(src);
    try {
      await buyThroughTill(app); // a write just before the backup is in it
      await app.storage.put(KEPT, keptBytes, 'image/webp');
      atBackup = await stateOf(app);
    } finally {
      await app.close();
    }
    expect(atBackup.tables.points_ledger).toBeGreaterThan(0);
    // Development keeps its VAPID key pair in DATA_DIR: never in a backup (docs/operations.md#keys-apart-from-backups).
    await fs.writeFile(path.join(src, 'vapid-keys.json'), '{"publicKey":"x","privateKey":"y"}');

    archive = path.join(root, 'backups', 'pglite.tar.gz');
    const done = await backup({ kind: 'pglite', dataDir: src }, archive, { now });
    expect(done.manifest).toMatchObject({
      database: 'pglite',
      created_at: now.toISOString(),
      tables: atBackup.tables,
      uploads: { files: 1, bytes: keptBytes.length },
    });
    expect(done.manifest.migrations.length).toBeGreaterThan(30);
    expect(await entriesOf(archive)).toEqual([MANIFEST_NAME, 'database/pglite.tar', `uploads/${KEPT}`]);
    // Nothing else beside the archive (the work folder is gone).
    expect(await fs.readdir(path.dirname(archive))).toEqual(['pglite.tar.gz']);
  });

  it('refuses to back up a folder an app has open, and an existing archive name: nothing written', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const open = await PGlite.create({ dataDir: path.join(src, 'pglite') });
    try {
      const other = path.join(root, 'backups', 'while-open.tar.gz');
      await expect(backup({ kind: 'pglite', dataDir: src }, other, { now })).rejects.toThrow(
        /is open \(postmaster\.pid\): stop the app first/,
      );
      await expect(backup({ kind: 'pglite', dataDir: src }, archive, { now })).rejects.toThrow(/already exists/);
      expect(await fs.readdir(path.dirname(archive))).toEqual(['pglite.tar.gz']);
    } finally {
      await open.close();
    }
  });

  it('restores with `npm run restore` into a fresh DATA_DIR: the app starts on the backup’s state, the later writes absent', async () => {
    const app = await startOn(src);
    try {
      later = await buyThroughTill(app);
      await app.storage.put(LATER, Buffer.from('later'), 'image/webp');
      const after = await stateOf(app);
      expect(after.ledger).not.toBe(atBackup.ledger);
      expect(after.tables.points_ledger).toBeGreaterThan(atBackup.tables.points_ledger!);
    } finally {
      await app.close();
    }

    const dst = path.join(root, 'pglite-dst');
    const res = cli('restore', ['--from', archive], { DATA_DIR: dst });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/restored embedded database \(PGlite\) of 2026-11-24T12:30:00\.000Z .*1 uploads/);
    // The database and the uploads, nothing else: no key file (the app makes its development one at start).
    expect((await fs.readdir(dst)).sort()).toEqual(['pglite', 'uploads']);

    const restored = await startOn(dst);
    try {
      expect(await stateOf(restored)).toEqual(atBackup);
      expect(
        await restored.database.db.selectFrom('receipts').select('id').where('till_receipt_id', '=', later.tillReceiptId).execute(),
      ).toEqual([]);
      expect(await restored.database.db.selectFrom('users').select('id').where('id', '=', later.userId).execute()).toEqual([]);
      const kept = await restored.inject({ method: 'GET', url: `/uploads/${KEPT}` });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(keptBytes)).toBe(true);
      expect((await restored.inject({ method: 'GET', url: `/uploads/${LATER}` })).statusCode).toBe(404);
    } finally {
      await restored.close();
    }
  });

  it('refuses a DATA_DIR that has data without --force, and replaces it with --force', async () => {
    const before = await listing(src);
    await expect(restore({ kind: 'pglite', dataDir: src }, archive)).rejects.toThrow(
      /the embedded database .* has data; the uploads folder .* has files: restore into an empty one, or add --force/,
    );
    expect(await listing(src)).toEqual(before);

    await restore({ kind: 'pglite', dataDir: src }, archive, { force: true });
    const app = await startOn(src);
    try {
      expect(await stateOf(app)).toEqual(atBackup);
      expect(await app.storage.read(LATER)).toBeNull();
    } finally {
      await app.close();
    }
    // The development key file is DATA_DIR's own, left where it was.
    expect(await fs.readdir(src)).toContain('vapid-keys.json');
  });

  it('refuses what is not a whole archive of ours: nothing written, no DATA_DIR made', async () => {
    const fresh = path.join(root, 'never-made');
    const cut = path.join(root, 'cut.tar.gz');
    const whole = await fs.readFile(archive);
    await fs.writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restore({ kind: 'pglite', dataDir: fresh }, cut)).rejects.toThrow(BackupRefused);
    await expect(restore({ kind: 'pglite', dataDir: fresh }, path.join(REPO_ROOT, 'package.json'))).rejects.toThrow(
      /not a readable backup archive/,
    );
    await expect(restore({ kind: 'pglite', dataDir: fresh }, path.join(root, 'missing.tar.gz'))).rejects.toThrow(/does not exist/);

    // A tampered archive: a valid manifest, then an upload named to climb out of the folder.
    const evil = path.join(root, 'evil.tar.gz');
    const gzip = zlib.createGzip();
    const sink = createWriteStream(evil);
    gzip.pipe(sink);
    const tar = tarWriter(gzip, now);
    const manifest = {
      format: 'qadhya-backup',
      version: 1,
      database: 'pglite',
      created_at: now.toISOString(),
      migrations: [],
      tables: {},
      dump: { member: 'database/pglite.tar', bytes: 0, sha256: '0'.repeat(64) },
      uploads: { files: 1, bytes: 1 },
    };
    await tar.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
    await tar.add('uploads/../../escaped.txt', Buffer.from('x'));
    await tar.end();
    gzip.end();
    await finished(sink);
    await expect(restore({ kind: 'pglite', dataDir: fresh }, evil)).rejects.toThrow(/unsafe name/);

    await expect(fs.stat(fresh)).rejects.toThrow(/ENOENT/);
    await expect(fs.stat(path.join(root, 'escaped.txt'))).rejects.toThrow(/ENOENT/);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('the drill on PostgreSQL (the backup taken while the app runs)', () => {
  const names = { src: `qadhya_drill_${process.pid}_src`, dst: `qadhya_drill_${process.pid}_dst` };
  const urlOf = (name: string) => {
    const u = new URL(pgUrl!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(async (c) => {
      for (const name of Object.values(names)) {
        await c.query(`drop database if exists ${name} with (force)`);
        await c.query(`create database ${name}`);
      }
    });
    const database = await openDatabase({ kind: 'postgres', url: urlOf(names.src) });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await admin(async (c) => {
      for (const name of Object.values(names)) await c.query(`drop database if exists ${name} with (force)`);
    });
  });

  let archive: string;
  let atBackup: DbState;

  it('backs up with `npm run backup` while the app runs, writes more, restores into a fresh database and starts the app on it', async () => {
    const srcDir = path.join(root, 'pg-src');
    const app = await startOn(srcDir, urlOf(names.src));
    let later: { tillReceiptId: string; userId: number };
    try {
      await buyThroughTill(app);
      await app.storage.put(KEPT, keptBytes, 'image/webp');
      atBackup = await stateOf(app);

      archive = path.join(root, 'backups-pg', 'postgres.tar.gz');
      const res = cli('backup', ['--out', archive], { DATA_DIR: srcDir, DATABASE_URL: urlOf(names.src) });
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
      expect(res.stdout).toMatch(
        /backup written: .*postgres\.tar\.gz .*PostgreSQL, \d+ tables, \d+ rows, migrations up to \d{4}_.*1 uploads/,
      );
      expect(await entriesOf(archive)).toEqual([MANIFEST_NAME, 'database/postgres.pgdump', `uploads/${KEPT}`]);

      later = await buyThroughTill(app);
      await app.storage.put(LATER, Buffer.from('later'), 'image/webp');
      expect((await stateOf(app)).ledger).not.toBe(atBackup.ledger);
    } finally {
      await app.close();
    }

    const dstDir = path.join(root, 'pg-dst');
    const done = await restore({ kind: 'postgres', url: urlOf(names.dst), dataDir: dstDir }, archive);
    expect(done.manifest.tables).toEqual(atBackup.tables);
    const restored = await startOn(dstDir, urlOf(names.dst));
    try {
      expect(await stateOf(restored)).toEqual(atBackup);
      expect(
        await restored.database.db.selectFrom('receipts').select('id').where('till_receipt_id', '=', later.tillReceiptId).execute(),
      ).toEqual([]);
      expect((await restored.inject({ method: 'GET', url: `/uploads/${KEPT}` })).rawPayload.equals(keptBytes)).toBe(true);
      expect((await restored.inject({ method: 'GET', url: `/uploads/${LATER}` })).statusCode).toBe(404);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database with tables without --force (nothing written), replaces it in one transaction with --force', async () => {
    const srcDir = path.join(root, 'pg-src');
    const target = { kind: 'postgres' as const, url: urlOf(names.src), dataDir: srcDir };
    const ledgerRows = async () => {
      const c = new pg.Client({ connectionString: urlOf(names.src) });
      await c.connect();
      try {
        return Number((await c.query<{ n: string }>('select count(*) as n from points_ledger')).rows[0]!.n);
      } finally {
        await c.end();
      }
    };
    const rowsBefore = await ledgerRows();
    const filesBefore = await listing(srcDir);
    await expect(restore(target, archive)).rejects.toThrow(
      /the database of DATABASE_URL has \d+ tables; the uploads folder .* has files: restore into an empty one, or add --force/,
    );
    expect(await ledgerRows()).toBe(rowsBefore);
    expect(await listing(srcDir)).toEqual(filesBefore);

    // An archive of the other kind is refused before anything is written.
    const pgliteArchive = path.join(root, 'backups', 'pglite.tar.gz');
    await fs.access(pgliteArchive);
    await expect(restore(target, pgliteArchive, { force: true })).rejects.toThrow(
      /this archive holds an embedded database \(DATA_DIR\); the configuration points at PostgreSQL/,
    );
    expect(await ledgerRows()).toBe(rowsBefore);

    await restore(target, archive, { force: true });
    const app = await startOn(srcDir, urlOf(names.src));
    try {
      expect(await stateOf(app)).toEqual(atBackup);
      expect(await app.storage.read(LATER)).toBeNull();
    } finally {
      await app.close();
    }
  });
});
