/**
 * The first admin from the environment (docs/back-office.md#the-first-admin-from-the-environment):
 * FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD checked with the configuration, the admin made by a
 * start whose database has no admin, and nothing made by a start that finds one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { ensureFirstAdmin } from '../../src/modules/admin/first-admin.ts';
import { testClock } from '../helpers/test-db.ts';

const PASSWORD = 'une longue phrase de passe';
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems.join('\n');
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
};

describe('FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD', () => {
  it('are read together, as a valid e-mail and a password of at least 12 characters', () => {
    expect(loadConfig({}).firstAdmin).toBeNull();
    expect(loadConfig({ FIRST_ADMIN_EMAIL: ' Direction@Qadhya.tn ', FIRST_ADMIN_PASSWORD: PASSWORD }).firstAdmin).toEqual({
      email: 'Direction@Qadhya.tn',
      password: PASSWORD,
    });
    expect(problems({ FIRST_ADMIN_EMAIL: 'direction@qadhya.tn' })).toContain('set both, or neither');
    expect(problems({ FIRST_ADMIN_PASSWORD: PASSWORD })).toContain('set both, or neither');
    expect(problems({ FIRST_ADMIN_EMAIL: 'direction@qadhya.tn', FIRST_ADMIN_PASSWORD: 'short-11chr' })).toContain(
      'FIRST_ADMIN_PASSWORD must have at least 12 characters',
    );
    expect(problems({ FIRST_ADMIN_EMAIL: 'not-an-email', FIRST_ADMIN_PASSWORD: PASSWORD })).toContain('FIRST_ADMIN_EMAIL');
  });
});

describe('ensureFirstAdmin, on a migrated database with no staff', () => {
  let database: Database;
  const logged: string[] = [];
  const log = { info: (message: string) => logged.push(message) } as unknown as FastifyBaseLogger;
  const settings = (firstAdmin: { email: string; password: string } | null) => ({ ...loadConfig({ NODE_ENV: 'test' }), firstAdmin });
  const staff = () => database.db.selectFrom('staff').select(['id', 'email', 'role', 'password_hash']).orderBy('id').execute();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database);
  }, 120_000);
  afterAll(() => database.close());

  it('makes nothing without the variables', async () => {
    await ensureFirstAdmin(database.db, testClock(), settings(null), log);
    expect(await staff()).toEqual([]);
  });

  it('refuses an e-mail a staff member already has, and stops the start', async () => {
    const at = testClock().now();
    await database.db
      .insertInto('staff')
      .values({
        email: 'marketing@qadhya.tn',
        password_hash: 'x',
        role: 'marketing',
        stores: [],
        password_change_required: false,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await expect(
      ensureFirstAdmin(database.db, testClock(), settings({ email: 'marketing@qadhya.tn', password: PASSWORD }), log),
    ).rejects.toThrow('a staff account already has the e-mail marketing@qadhya.tn');
    expect((await staff()).map((s) => s.role)).toEqual(['marketing']);
  });

  it('makes the admin when the database has none, audited with no staff and « env » as its origin', async () => {
    await ensureFirstAdmin(database.db, testClock(), settings({ email: 'direction@qadhya.tn', password: PASSWORD }), log);
    const admin = (await staff()).find((s) => s.role === 'admin');
    expect(admin).toMatchObject({ email: 'direction@qadhya.tn' });
    expect(admin!.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'entity_id', 'staff_id', 'ip']).execute();
    expect(audit).toContainEqual({ action: 'staff.create', entity_id: String(admin!.id), staff_id: null, ip: 'env' });
  });

  it('makes nothing on a later start, whatever the variables say', async () => {
    await ensureFirstAdmin(database.db, testClock(), settings({ email: 'autre@qadhya.tn', password: PASSWORD }), log);
    expect((await staff()).map((s) => s.email)).toEqual(['marketing@qadhya.tn', 'direction@qadhya.tn']);
    expect(logged.at(-1)).toContain('FIRST_ADMIN_EMAIL ignored');
  });
});
