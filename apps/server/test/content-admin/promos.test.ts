/**
 * Promos of the day in the back office (docs/back-office-content.md#promos-of-the-day): a day's list
 * replaced whole shows up in the shopper's GET /promos; a bad row refuses the whole list. The days
 * written are in March 2027, past the seeded weeks, so a shared PostgreSQL's demo promos stay as they are.
 */
import { discountPercent, parseTunisDateTime } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff } from '../admin/staff-helpers.ts';

const clock = mutableClock();
// Versions read before every answer: a write is seen at once (in production within CACHE_VERSION_CHECK_MS).
const app: FastifyInstance = await buildTestApp({ clock, env: { CACHE_VERSION_CHECK_MS: '0' } });
afterAll(async () => {
  await app.close();
});

const marketing = await createStaff(app, 'marketing');
const products = await app.database.db
  .selectFrom('products')
  .select(['sku', 'base_price'])
  .where('base_price', '>', 5000)
  .orderBy('id')
  .limit(4)
  .execute();
const [a, b, c, d] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0], (typeof products)[0]];

const put = (date: string, items: object[], headers = marketing.headers) =>
  app.inject({ method: 'PUT', url: `/api/v1/admin/promos/${date}`, headers, payload: { items } });
const calendar = (month: string) => app.inject({ url: `/api/v1/admin/promos?month=${month}`, headers: marketing.headers });
const shopperPromos = (date: string) => app.inject({ url: `/api/v1/promos?oc_debut=${date}&oc_fin=${date}&pageSize=100` });

describe('PUT /admin/promos/:date', () => {
  it('replaces the day: old price = base price, remise computed, weekday key; the shopper sees exactly those promos', async () => {
    // A first list, replaced below.
    expect(
      (
        await put('2027-03-03', [
          { sku: c.sku, price: c.base_price - 100 },
          { sku: d.sku, price: d.base_price - 100 },
        ])
      ).statusCode,
    ).toBe(200);
    const before = (await shopperPromos('2027-03-03')).json();
    expect(before.total).toBe(2);

    const res = await put('2027-03-03', [
      { sku: a.sku, price: a.base_price - 1000, note_fr: 'Prix spécial du jour', note_ar: 'سعر خاص اليوم' },
      { sku: b.sku, price: Math.floor(b.base_price / 2) },
    ]);
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day).toMatchObject({ date: '2027-03-03', promo_key: 'super_mercredi', can_super_friday: false, count: 2 });
    expect(day.items[0]).toMatchObject({
      sku: a.sku,
      price: a.base_price - 1000,
      old_price: a.base_price,
      remise: discountPercent(a.base_price, a.base_price - 1000),
      note_fr: 'Prix spécial du jour',
      note_ar: 'سعر خاص اليوم',
      promo_key: 'super_mercredi',
      super_friday: false,
    });
    expect(day.items[1]).toMatchObject({ sku: b.sku, note_fr: null, note_ar: null });

    const after = (await shopperPromos('2027-03-03')).json();
    expect(after.total).toBe(2);
    expect(after.items.map((p: { sku: string }) => p.sku).sort()).toEqual([a.sku, b.sku].sort());
    const promoA = after.items.find((p: { sku: string }) => p.sku === a.sku);
    expect(promoA).toMatchObject({
      price: a.base_price - 1000,
      old_price: a.base_price,
      promo: 'super_mercredi',
      promo_date: '2027-03-03',
      plus: 'Prix spécial du jour',
    });
    const arabic = (await app.inject({ url: '/api/v1/promos?oc_debut=2027-03-03&oc_fin=2027-03-03&lang=ar' })).json();
    expect(arabic.items.find((p: { sku: string }) => p.sku === a.sku).plus).toBe('سعر خاص اليوم');

    const audit = await app.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'promo_day.replace')
      .where('entity_id', '=', '2027-03-03')
      .where('staff_id', '=', marketing.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { sku: string }[];
    expect(json(audit.before).map((p) => p.sku)).toEqual([c.sku, d.sku]);
    expect(json(audit.after).map((p) => p.sku)).toEqual([a.sku, b.sku]);
  });

  it('refuses the whole list when a row is bad (unknown sku, price not below base, Super Friday off a Friday, twice): 422 with the rows, nothing written', async () => {
    const res = await put('2027-03-03', [
      { sku: c.sku, price: c.base_price - 100 },
      { sku: '99999999', price: 1000 },
      { sku: d.sku, price: d.base_price },
      { sku: c.sku, price: 1000, super_friday: true },
      { sku: c.sku, price: 900 },
    ]);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('PROMO_ROWS_INVALID');
    expect(body.details.map((e: { path: string }) => e.path)).toEqual([
      'items.1.sku',
      'items.2.price',
      'items.3.super_friday',
      'items.4.sku',
    ]);

    const still = (await shopperPromos('2027-03-03')).json();
    expect(still.items.map((p: { sku: string }) => p.sku).sort()).toEqual([a.sku, b.sku].sort());
  });

  it('dates Super Friday offers on a Friday; the shopper sees them while that Friday has not passed', async () => {
    const res = await put('2027-03-05', [
      { sku: c.sku, price: c.base_price - 500, super_friday: true },
      { sku: c.sku, price: c.base_price - 200 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ promo_key: 'super_vendredi', can_super_friday: true, count: 2 });
    expect(
      res
        .json()
        .items.map((p: { promo_key: string }) => p.promo_key)
        .sort(),
    ).toEqual(['super_friday', 'super_vendredi']);

    // Wednesday of that week: its Friday has not passed.
    clock.set(parseTunisDateTime('2027-03-03T09:00')!);
    try {
      const shopper = (await shopperPromos('2027-03-05')).json();
      expect(shopper.items.map((p: { promo: string; price: number }) => [p.promo, p.price]).sort()).toEqual(
        [
          ['super_friday', c.base_price - 500],
          ['super_vendredi', c.base_price - 200],
        ].sort(),
      );
    } finally {
      clock.set(parseTunisDateTime('2026-11-24T13:30')!);
    }
  });

  it('an empty list clears the day', async () => {
    expect((await put('2027-03-05', [])).json().count).toBe(0);
    expect((await shopperPromos('2027-03-05')).json().total).toBe(0);
  });

  it('only admin and marketing may write: a store manager gets 403', async () => {
    const manager = await createStaff(app, 'store_manager');
    expect((await put('2027-03-03', [], manager.headers)).statusCode).toBe(403);
  });
});

describe('GET /admin/promos?month=', () => {
  it('answers every day of the month with its count and promos', async () => {
    const res = await calendar('2027-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.month).toBe('2027-03');
    expect(body.today).toBe('2026-11-24');
    expect(body.days).toHaveLength(31);
    expect(body.days[0].date).toBe('2027-03-01');
    expect(body.days.find((x: { date: string }) => x.date === '2027-03-05')).toMatchObject({
      promo_key: 'super_vendredi',
      can_super_friday: true,
      count: 0,
    });
    const november = (await calendar('2026-11')).json();
    expect(november.days).toHaveLength(30);
    expect(november.days.find((x: { date: string }) => x.date === '2026-11-25').count).toBeGreaterThan(0); // the demo data's
    const wed = body.days.find((x: { date: string }) => x.date === '2027-03-03');
    expect(wed.count).toBe(2);
    expect(wed.items.map((p: { sku: string }) => p.sku)).toEqual([a.sku, b.sku]);
    expect((await calendar('2027-02')).json().days).toHaveLength(28);
    expect((await calendar('2026-13')).statusCode).toBe(400);
  });
});
