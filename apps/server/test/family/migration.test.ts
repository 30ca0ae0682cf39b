/**
 * Migration 0011 on a database that already has families: the one-way links made before consent
 * stay memberships, each with an accepted invitation for history (docs/family.md). Runs on a
 * PGlite of its own (in memory), migrated up to 0010 first.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';

let database: Database | undefined;
let dir: string | undefined;
afterAll(async () => {
  await database?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('migration 0011_family_invitations', () => {
  it('keeps the existing members and records an accepted invitation for each', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qadhya-0011-'));
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_/.test(f)).sort();
    for (const f of files.filter((name) => name < '0011')) await fs.copyFile(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database, dir);
    const db = database.db;
    await db
      .insertInto('users')
      .values([
        { id: 11111111, phone: '21111111' },
        { id: 22222222, phone: '22222222' },
        { id: 33333333, phone: '23333333' },
      ])
      .execute();
    const family = await db.insertInto('families').values({ owner_id: 11111111 }).returning('id').executeTakeFirstOrThrow();
    const at = new Date('2026-01-02T03:04:05.000Z');
    await db
      .insertInto('family_members')
      .values([
        { family_id: family.id, user_id: 22222222, relation: 'Frère', avatar: 'avatar-2', identifiant: '22222222', created_at: at },
        { family_id: family.id, user_id: 33333333, relation: 'Ami', avatar: 'avatar-9', identifiant: '33333333', created_at: at },
      ])
      .execute();

    await fs.copyFile(path.join(MIGRATIONS_DIR, '0011_family_invitations.sql'), path.join(dir, '0011_family_invitations.sql'));
    expect(await migrate(database, dir)).toEqual(['0011_family_invitations.sql']);

    expect(await db.selectFrom('family_members').select(['user_id', 'relation']).orderBy('id').execute()).toEqual([
      { user_id: 22222222, relation: 'Frère' },
      { user_id: 33333333, relation: 'Ami' },
    ]);
    const rows = await db
      .selectFrom('family_invitations')
      .select(['family_id', 'inviter_id', 'invitee_id', 'relation', 'avatar', 'status', 'created_at', 'responded_at'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({
        ...r,
        created_at: new Date(r.created_at).toISOString(),
        responded_at: r.responded_at && new Date(r.responded_at).toISOString(),
      })),
    ).toEqual([
      {
        family_id: family.id,
        inviter_id: 11111111,
        invitee_id: 22222222,
        relation: 'Frère',
        avatar: 'avatar-2',
        status: 'accepted',
        created_at: at.toISOString(),
        responded_at: at.toISOString(),
      },
      {
        family_id: family.id,
        inviter_id: 11111111,
        invitee_id: 33333333,
        relation: 'Ami',
        avatar: 'avatar-9',
        status: 'accepted',
        created_at: at.toISOString(),
        responded_at: at.toISOString(),
      },
    ]);
  });
});
