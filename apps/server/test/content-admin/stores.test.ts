/**
 * Stores in the back office (docs/back-office-content.md#stores): an admin edits names, position,
 * hours and the temporary closing, audited, and the shopper's store answers carry them; a store
 * manager reads only their own stores.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createStaff } from '../admin/staff-helpers.ts';

const app: FastifyInstance = await buildTestApp({ env: { CACHE_VERSION_CHECK_MS: '0' } });
const [first, second] = await app.database.db
  .selectFrom('stores')
  .select(['magasin_code', 'storename', 'city'])
  .orderBy('magasin_code')
  .limit(2)
  .execute();
// The edited store as it was, put back at the end (a shared PostgreSQL's other files read it).
const original = await app.database.db
  .selectFrom('stores')
  .select(['storename_ar', 'phone', 'latitude', 'longitude', 'opening_hours', 'temporarily_closed'])
  .where('magasin_code', '=', first!.magasin_code)
  .executeTakeFirstOrThrow();
afterAll(async () => {
  await app.database.db
    .updateTable('stores')
    .set({ ...original, opening_hours: JSON.stringify(original.opening_hours) })
    .where('magasin_code', '=', first!.magasin_code)
    .execute();
  await app.close();
});

const admin = await createStaff(app, 'admin');
const manager = await createStaff(app, 'store_manager', [second!.magasin_code]);
const DEFAULT_DAY = { opens: '08:00', closes: '22:00' };
const shopperStore = async (code: string, lang = 'fr') =>
  (await app.inject({ url: `/api/v1/stores?lang=${lang}` })).json().items.find((s: { magasin_code: string }) => s.magasin_code === code);

describe('stores in the back office', () => {
  it('every store starts open 08:00–22:00 every day, and the shopper’s answers say so', async () => {
    const store = await shopperStore(first!.magasin_code);
    expect(store.opening_hours).toEqual(Array(7).fill(DEFAULT_DAY));
    expect(store.temporarily_closed).toBe(false);
  });

  it('an admin changes hours, closing and texts: audited, and visible in GET /stores', async () => {
    const hours = [DEFAULT_DAY, DEFAULT_DAY, DEFAULT_DAY, DEFAULT_DAY, { opens: '08:30', closes: '12:30' }, DEFAULT_DAY, null];
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/stores/${first!.magasin_code}`,
      headers: admin.headers,
      payload: { opening_hours: hours, temporarily_closed: true, storename_ar: 'قضية التجربة', phone: '+216 71 000 000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      opening_hours: hours,
      temporarily_closed: true,
      storename_ar: 'قضية التجربة',
      phone: '+216 71 000 000',
    });

    const fr = await shopperStore(first!.magasin_code);
    expect(fr).toMatchObject({ opening_hours: hours, temporarily_closed: true, storename: first!.storename, phone: '+216 71 000 000' });
    expect((await shopperStore(first!.magasin_code, 'ar')).storename).toBe('قضية التجربة');

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'store.update')
      .where('entity_id', '=', first!.magasin_code)
      .executeTakeFirstOrThrow();
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { temporarily_closed: boolean; opening_hours: unknown };
    expect(audit.staff_id).toBe(admin.id);
    expect(json(audit.before)).toMatchObject({ temporarily_closed: false, opening_hours: Array(7).fill(DEFAULT_DAY) });
    expect(json(audit.after)).toMatchObject({ temporarily_closed: true, opening_hours: hours });
  });

  it('refuses a position outside Tunisia, hours that close before they open, six days, lat without lng (400), an unknown store (404)', async () => {
    const patch = (payload: object, code = first!.magasin_code) =>
      app.inject({ method: 'PATCH', url: `/api/v1/admin/stores/${code}`, headers: admin.headers, payload });
    expect((await patch({ latitude: 48.85, longitude: 2.35 })).statusCode).toBe(400);
    expect((await patch({ latitude: 36.8 })).statusCode).toBe(400);
    expect((await patch({ opening_hours: Array(7).fill({ opens: '22:00', closes: '08:00' }) })).statusCode).toBe(400);
    expect((await patch({ opening_hours: Array(6).fill(DEFAULT_DAY) })).statusCode).toBe(400);
    const missing = await patch({ temporarily_closed: false }, 'ZZ9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('STORE_NOT_FOUND');
    const moved = await patch({ latitude: 36.81, longitude: 10.18 });
    expect(moved.json()).toMatchObject({ latitude: 36.81, longitude: 10.18 });
  });

  it('lists and searches stores for an admin; a store manager sees only theirs and may not edit', async () => {
    const all = (await app.inject({ url: '/api/v1/admin/stores?pageSize=5', headers: admin.headers })).json();
    expect(all.total).toBeGreaterThan(2);
    expect(all.items).toHaveLength(5);
    const byCode = (
      await app.inject({ url: `/api/v1/admin/stores?q=${second!.magasin_code.toLowerCase()}`, headers: admin.headers })
    ).json();
    expect(byCode.items.map((s: { magasin_code: string }) => s.magasin_code)).toContain(second!.magasin_code);

    const mine = (await app.inject({ url: '/api/v1/admin/stores', headers: manager.headers })).json();
    expect(mine.items.map((s: { magasin_code: string }) => s.magasin_code)).toEqual([second!.magasin_code]);
    expect(mine.total).toBe(1);
    expect((await app.inject({ url: `/api/v1/admin/stores/${second!.magasin_code}`, headers: manager.headers })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/admin/stores/${first!.magasin_code}`, headers: manager.headers })).json().code).toBe(
      'STORE_NOT_FOUND',
    );
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/stores/${second!.magasin_code}`,
      headers: manager.headers,
      payload: { temporarily_closed: true },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('an admin opens a new store in a real delegation: the shopper sees it with its city and governorate; a taken code and an unknown delegation are refused', async () => {
    // Far in the south (Tataouine), away from the points other files ask the nearest stores of; removed at the end.
    const delegation = await app.database.db
      .selectFrom('delegations')
      .innerJoin('governorates', 'governorates.id', 'delegations.governorate_id')
      .select(['delegations.id', 'delegations.name', 'delegations.postal_code', 'governorates.name as governorate'])
      .where('governorates.name', '=', 'Tataouine')
      .orderBy('delegations.id')
      .executeTakeFirstOrThrow();
    const code = `T${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
    const body = {
      magasin_code: code.toLowerCase(),
      storename: 'Qadhya Test Sud',
      address: 'Route de Remada',
      phone: '+216 75 000 000',
      delegation_id: delegation.id,
      latitude: 31.2,
      longitude: 10.1,
    };
    const post = (payload: object, headers = admin.headers) =>
      app.inject({ method: 'POST', url: '/api/v1/admin/stores', headers, payload });
    try {
      expect((await post(body, manager.headers)).statusCode).toBe(403);
      expect((await post({ ...body, delegation_id: 999_999 })).json().code).toBe('DELEGATION_NOT_FOUND');
      expect((await post({ ...body, latitude: 45 })).statusCode).toBe(400);
      const created = await post(body);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        magasin_code: code,
        city: delegation.name,
        region_name: delegation.governorate,
        opening_hours: Array(7).fill(DEFAULT_DAY),
        temporarily_closed: false,
      });
      const again = await post(body);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('STORE_CODE_TAKEN');
      expect(await shopperStore(code)).toMatchObject({ storename: 'Qadhya Test Sud', city: delegation.name });
      const stored = await app.database.db
        .selectFrom('stores')
        .select(['postal_code', 'region_name'])
        .where('magasin_code', '=', code)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ postal_code: delegation.postal_code, region_name: delegation.governorate });
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['staff_id', 'before'])
        .where('action', '=', 'store.create')
        .where('entity_id', '=', code)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ staff_id: admin.id, before: null });
    } finally {
      await app.database.db.deleteFrom('stores').where('magasin_code', '=', code).execute();
    }
  });
});
