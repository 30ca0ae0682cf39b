/**
 * Staff management by an admin and the audit log (docs/back-office.md#more-staff-created-by-an-admin, #audit-log): every
 * write is audited with who, when (the app's clock), before and after; the log is paged, filtered
 * and append-only down to the database.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff, randomEmail } from './staff-helpers.ts';

const clock = mutableClock();
const app: FastifyInstance = await buildTestApp({ clock });
afterAll(async () => {
  await app.close();
});

const admin = await createStaff(app, 'admin');
const store = await app.database.db.selectFrom('stores').select('magasin_code').orderBy('magasin_code').limit(2).execute();
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin/${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('staff management', () => {
  it('creates a store manager with a one-time initial password; the new member signs in with it and must enrol', async () => {
    const email = randomEmail('manager');
    const res = await call('POST', 'staff', { email, role: 'store_manager', stores: [store[0]!.magasin_code] });
    expect(res.statusCode).toBe(201);
    const { staff, initial_password } = res.json();
    expect(staff).toMatchObject({ email, role: 'store_manager', stores: [store[0]!.magasin_code], totp_enrolled: false, disabled: false });
    expect(initial_password.length).toBeGreaterThanOrEqual(20);

    const login = await app.inject({ method: 'POST', url: '/api/v1/admin/auth/login', payload: { email, password: initial_password } });
    expect(login.json().step).toBe('enrol');

    const taken = await call('POST', 'staff', { email: email.toUpperCase(), role: 'support' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('STAFF_EMAIL_TAKEN');

    const list = await call('GET', 'staff');
    expect(list.json().items.map((s: { email: string }) => s.email)).toContain(email);
    expect(JSON.stringify(list.json())).not.toMatch(/argon2|password_hash|totp_secret/);
  });

  it('refuses an unknown store (422 STORE_NOT_FOUND) and a malformed body (400), never a 500', async () => {
    const bad = await call('POST', 'staff', { email: randomEmail(), role: 'store_manager', stores: ['NOPE999'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('STORE_NOT_FOUND');
    expect((await call('POST', 'staff', { email: 'x', role: 'boss' })).statusCode).toBe(400);
    expect((await call('PATCH', 'staff/1', {})).statusCode).toBe(400);
    expect((await call('PATCH', 'staff/2147483000', { role: 'support' })).json().code).toBe('STAFF_NOT_FOUND');
  });

  it('changes role and stores; disabling or a new role ends the member’s sessions; an admin cannot demote or disable themself', async () => {
    const m = await createStaff(app, 'store_manager', [store[0]!.magasin_code]);
    const moved = await call('PATCH', `staff/${m.id}`, { stores: [store[1]!.magasin_code] });
    expect(moved.json().stores).toEqual([store[1]!.magasin_code]);
    expect((await app.inject({ url: '/api/v1/admin/auth/me', headers: m.headers })).statusCode).toBe(200);

    const promoted = await call('PATCH', `staff/${m.id}`, { role: 'marketing' });
    expect(promoted.json()).toMatchObject({ role: 'marketing', stores: [] });
    expect((await app.inject({ url: '/api/v1/admin/auth/me', headers: m.headers })).statusCode).toBe(401);

    const s2 = await app.staffSessions.create(m.id);
    expect((await call('PATCH', `staff/${m.id}`, { disabled: true })).json().disabled).toBe(true);
    expect((await app.inject({ url: '/api/v1/admin/auth/me', headers: { authorization: `Bearer ${s2.token}` } })).statusCode).toBe(401);

    for (const change of [{ role: 'support' }, { disabled: true }]) {
      const self = await call('PATCH', `staff/${admin.id}`, change);
      expect(self.statusCode).toBe(409);
      expect(self.json().code).toBe('STAFF_SELF_CHANGE');
    }
  });
});

describe('audit log', () => {
  it('records every write with who, when, before and after; filters by staff, entity and days; pages', async () => {
    clock.advanceSeconds(2 * 24 * 3600); // 2026-11-26: the admin's session has gone idle, a new one
    admin.headers.authorization = `Bearer ${(await app.staffSessions.create(admin.id)).token}`;
    const m = await createStaff(app, 'support');
    const patched = await call('PATCH', `staff/${m.id}`, { role: 'marketing' });
    expect(patched.statusCode).toBe(200);

    const page = (await call('GET', `audit?staff_id=${admin.id}&entity=staff&from=2026-11-26&to=2026-11-26`)).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      staff_id: admin.id,
      action: 'staff.update',
      entity: 'staff',
      entity_id: String(m.id),
      at: clock.now().toISOString(),
      before: { role: 'support', email: m.email, stores: [], disabled: false },
      after: { role: 'marketing', email: m.email, stores: [], disabled: false },
    });

    const earlier = (await call('GET', `audit?staff_id=${admin.id}&to=2026-11-25`)).json();
    expect(earlier.total).toBeGreaterThanOrEqual(4);
    expect(earlier.items.every((e: { at: string }) => e.at < '2026-11-25T23:00:00.000Z')).toBe(true);
    const paged = (await call('GET', `audit?staff_id=${admin.id}&page=2&pageSize=2`)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(2);

    expect((await call('GET', 'audit?from=2026-02-30')).statusCode).toBe(400);
    expect((await call('GET', 'audit?entity=DROP%20TABLE')).statusCode).toBe(400);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const db = app.database.db;
    const row = await db.selectFrom('audit_log').select('id').limit(1).executeTakeFirstOrThrow();
    await expect(sql`update audit_log set action = 'x' where id = ${row.id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow();
    expect(await db.selectFrom('audit_log').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
  });

  it('has no route that changes or deletes an entry', () => {
    const writes = app.adminRoutes.filter((r) => r.url.includes('/audit') && r.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
