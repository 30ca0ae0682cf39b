import type { ApiError, Promo, PromoPage } from '@qadhya/contracts';
import { PROMO_STATUS_RANK } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

/** Every page of /promos for a range, checking the paging fields on the way. */
async function allPromos(app: FastifyInstance, from: string, to: string, pageSize = 7): Promise<Promo[]> {
  const out: Promo[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await app.inject(`/api/v1/promos?oc_debut=${from}&oc_fin=${to}&page=${page}&pageSize=${pageSize}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PromoPage>();
    out.push(...body.items);
    expect(body.hasMore).toBe(out.length < body.total);
    if (!body.hasMore) {
      expect(out).toHaveLength(body.total);
      return out;
    }
  }
  throw new Error('too many pages');
}

const keyOf = (p: Promo) => `${p.promo_date}/${p.promo}/${p.id}`;

async function countInDb(app: FastifyInstance, from: string, to: string, withFriday: boolean): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from promos
    where promo_date between ${from}::date and ${to}::date ${withFriday ? sql`` : sql`and promo_key <> 'super_friday'`}
  `.execute(app.database.db);
  return rows[0]!.n;
}

describe('GET /promos', () => {
  const t = appPerBlock();

  it('lists the promos of the range, today first, then future, then past, each by date, with statuses', async () => {
    const items = await allPromos(t.app, '2026-11-18', '2026-11-30');
    expect(items.length).toBe(await countInDb(t.app, '2026-11-18', '2026-11-30', false));
    expect(new Set(items.map(keyOf)).size).toBe(items.length);
    for (const p of items) {
      expect(p.status).toBe(p.promo_date === '2026-11-24' ? 'today' : p.promo_date > '2026-11-24' ? 'future' : 'past');
      expect(p.promo_date >= '2026-11-18' && p.promo_date <= '2026-11-30').toBe(true);
    }
    const ranks = items.map((p) => PROMO_STATUS_RANK[p.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const status of ['today', 'future', 'past'] as const) {
      const dates = items.filter((p) => p.status === status).map((p) => p.promo_date);
      expect(dates.length, status).toBeGreaterThan(0);
      expect(dates).toEqual([...dates].sort());
    }
    expect(items[0]!.status).toBe('today');
    expect(items.filter((p) => p.status === 'today').every((p) => p.promo === 'super_mardi')).toBe(true);
  });

  it("gives each entry that day's price and flags its day", async () => {
    const items = await allPromos(t.app, '2026-11-24', '2026-11-24', 100);
    const { rows } = await sql<{ product_id: number; price: number; old_price: number; remise: number }>`
      select product_id, price, old_price, remise from promos where promo_date = '2026-11-24'
    `.execute(t.app.database.db);
    expect(items).toHaveLength(rows.length);
    for (const p of items) {
      const row = rows.find((r) => r.product_id === p.id)!;
      expect({ price: p.price, new_price: p.new_price, old_price: p.old_price, remise: p.remise }).toEqual({
        price: row.price,
        new_price: row.price,
        old_price: row.old_price,
        remise: row.remise,
      });
      expect(p.super_mardi).toBe(1);
      expect(p.image).toMatch(/^\/api\/v1\/media\/products\//);
    }
  });

  it("leaves Super Friday out once this week's Friday has passed (Tuesday)", async () => {
    const items = await allPromos(t.app, '2026-11-18', '2026-12-01', 100);
    expect(items.some((p) => p.promo === 'super_friday')).toBe(false);
    expect(await countInDb(t.app, '2026-11-18', '2026-12-01', true)).toBeGreaterThan(items.length);
  });

  it.each([
    ['oc_debut=2026-11-24', 'only one date'],
    ['oc_fin=2026-11-24', 'only one date'],
    ['oc_debut=2026-11-30&oc_fin=2026-11-24', 'end before start'],
    ['oc_debut=2026-11-24&oc_fin=2026-12-26', 'more than 31 days'],
    ['oc_debut=2026-02-30&oc_fin=2026-03-01', 'not a real date'],
    ['oc_debut=24/11/2026&oc_fin=2026-11-25', 'not YYYY-MM-DD'],
  ])('rejects %s (%s) with 400 VALIDATION_FAILED', async (query) => {
    const res = await t.app.inject(`/api/v1/promos?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });

  it('accepts a range of exactly 31 days and rejects pageSize over 100', async () => {
    expect((await t.app.inject('/api/v1/promos?oc_debut=2026-11-01&oc_fin=2026-12-02')).statusCode).toBe(200);
    const res = await t.app.inject('/api/v1/promos?oc_debut=2026-11-01&oc_fin=2026-11-02&pageSize=101');
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('VALIDATION_FAILED');
  });
});

describe('Super Friday around the Friday', () => {
  it('is listed on Thursday (future, dated Friday) and gone on Saturday', async () => {
    const thursday = await buildTestApp({ now: '2026-11-26T10:00' });
    const saturday = await buildTestApp({ now: '2026-11-28T10:00' });
    try {
      const before = await allPromos(thursday, '2026-11-25', '2026-12-01', 100);
      const fridays = before.filter((p) => p.promo === 'super_friday');
      expect(fridays.length).toBeGreaterThanOrEqual(4);
      for (const p of fridays) {
        expect(p.promo_date).toBe('2026-11-27');
        expect(p.status).toBe('future');
        expect(p.super_friday).toBe(1);
      }
      expect(before[0]!.promo).toBe('super_jeudi');
      const after = await allPromos(saturday, '2026-11-25', '2026-12-01', 100);
      expect(after.some((p) => p.promo === 'super_friday')).toBe(false);
      expect(after.length).toBe(before.length - fridays.length);
      expect(after.filter((p) => p.status === 'today').every((p) => p.promo === 'super_samedi')).toBe(true);
    } finally {
      await thursday.close();
      await saturday.close();
    }
  });
});
