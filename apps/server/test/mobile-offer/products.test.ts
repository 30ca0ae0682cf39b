/**
 * The mobile offer's products (docs/mobile-offer.md#products): SIM cards, phones and recharge cards
 * from the product data, in their order, each with the discount of its best last-chance entry still
 * in stock — or of one store's.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_CARDS } from '../../src/seed/mobile-offer/index.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
type Item = {
  sku: string;
  kind: string;
  price: number;
  old_price: number;
  remise: number;
  image: string;
  last_chance: null | { ARTICLE: string; NOUVEAU_PV: number; ANCIEN_PV: number; REMISE: number; STOCK_DISPO: number; magasin_code: string };
};
const list = async (query = '') => {
  const res = await app.inject({ url: `/api/v1/mobile-offer/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number; hasMore: boolean };
};

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /mobile-offer/products', () => {
  it('lists the SIM cards, then the phones, then the recharge cards, paged', async () => {
    const all = await list('?pageSize=100');
    const kinds = all.items.map((i) => i.kind);
    expect(kinds.indexOf('phone')).toBeGreaterThan(kinds.lastIndexOf('sim'));
    expect(kinds.indexOf('recharge')).toBeGreaterThan(kinds.lastIndexOf('phone'));
    expect(all.items.map((i) => i.sku)).toEqual(expect.arrayContaining(OFFER_CARDS.map((c) => c.sku)));
    expect(all.total).toBe(all.items.length);
    const first = await list('?pageSize=2');
    expect(first.items.map((i) => i.sku)).toEqual(all.items.slice(0, 2).map((i) => i.sku));
    expect(first.hasMore).toBe(true);
    const phones = await list('?kind=phone&pageSize=100');
    expect(phones.items.length).toBeGreaterThan(0);
    expect(phones.items.every((i) => i.kind === 'phone')).toBe(true);
    expect(phones.total).toBe(kinds.filter((k) => k === 'phone').length);
  });

  it('a phone on last chance shows that entry’s price and discount; one without keeps its own price', async () => {
    const row = await app.database.db
      .selectFrom('last_chance as lc')
      .innerJoin('products as p', 'p.sku', 'lc.sku')
      .innerJoin('mobile_offer_products as m', 'm.product_id', 'p.id')
      .select(['lc.sku', 'lc.magasin_code', 'lc.nouveau_pv', 'lc.ancien_pv', 'lc.remise', 'lc.stock'])
      .where('lc.stock', '>', 0)
      .orderBy('lc.remise', 'desc')
      .orderBy('lc.nouveau_pv')
      .orderBy('lc.magasin_code')
      .executeTakeFirstOrThrow();
    const phone = (await list('?kind=phone&pageSize=100')).items.find((i) => i.sku === row.sku)!;
    expect(phone).toMatchObject({ price: row.nouveau_pv, old_price: row.ancien_pv, remise: row.remise });
    expect(phone.last_chance).toEqual({
      ARTICLE: row.sku,
      NOUVEAU_PV: row.nouveau_pv,
      ANCIEN_PV: row.ancien_pv,
      REMISE: row.remise,
      STOCK_DISPO: row.stock,
      magasin_code: row.magasin_code,
    });
    const sim = (await list('?kind=sim')).items.find((i) => i.sku === OFFER_CARDS[0]!.sku)!;
    expect(sim).toMatchObject({ price: 5_000, old_price: 5_000, remise: 0, last_chance: null });
    expect(sim.image).toContain(`/${OFFER_CARDS[0]!.sku}/`);
    const picture = await app.inject({ url: new URL(sim.image, 'http://x').pathname });
    expect(picture.statusCode, picture.body.slice(0, 200)).toBe(200);
    expect(String(picture.headers['content-type'])).toContain('image/svg+xml');
  });

  it('at a store without that entry, the phone has no last-chance discount', async () => {
    const onSale = await app.database.db
      .selectFrom('last_chance as lc')
      .innerJoin('products as p', 'p.sku', 'lc.sku')
      .innerJoin('mobile_offer_products as m', 'm.product_id', 'p.id')
      .select('lc.sku')
      .executeTakeFirstOrThrow();
    const elsewhere = await app.database.db
      .selectFrom('stores')
      .select('magasin_code')
      .where('magasin_code', 'not in', (eb) => eb.selectFrom('last_chance').select('magasin_code').where('sku', '=', onSale.sku))
      .executeTakeFirstOrThrow();
    const there = (await list(`?kind=phone&pageSize=100&magasin_code=${elsewhere.magasin_code}`)).items.find((i) => i.sku === onSale.sku)!;
    expect(there.last_chance).toBeNull();
  });

  it('refuses an unknown kind with a JSON error', async () => {
    const res = await app.inject({ url: '/api/v1/mobile-offer/products?kind=tablet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
