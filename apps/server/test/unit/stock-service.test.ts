import { distanceMeters, fixedClock } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import type { StockRepository } from '../../src/modules/stock/stock.repository.ts';
import { createStockService, type StockPageQuery, type StoreList } from '../../src/modules/stock/stock.service.ts';

/** Three stores in memory, as the stores feature's index would hand them over: C3 nearest (0, 0), then B2, then A1. */
const places: Record<string, { lat: number; lng: number; g: string }> = {
  A1: { lat: 0, lng: 0.03, g: 'tunis' },
  B2: { lat: 0, lng: 0.02, g: 'tunis' },
  C3: { lat: 0, lng: 0.01, g: 'sfax' },
};
const storeList: StoreList = {
  has: (code) => code in places,
  codes: () => Object.keys(places),
  storeJson: (code) => JSON.stringify({ magasin_code: code }),
  storeJsonAt: (code, d) => JSON.stringify({ magasin_code: code, distance_m: Math.round(d * 10) / 10 }),
  distance: (code, lat, lng) => distanceMeters({ lat, lng }, places[code]!),
  inPlace: (code, g, d) => d === undefined && (g === undefined || places[code]?.g === g),
};

/** A repository without a database: one product, stocked in A1 and C3, at 0 in B2. */
function fakeRepo(calls: string[]): StockRepository {
  const rows = [
    { magasin_code: 'A1', stock: 7, updated_at: Date.parse('2026-11-24T10:00:00Z') },
    { magasin_code: 'B2', stock: 0, updated_at: Date.parse('2026-11-24T09:00:00Z') },
    { magasin_code: 'C3', stock: 2, updated_at: Date.parse('2026-11-24T08:00:00Z') },
  ];
  return {
    productExists: async (sku) => {
      calls.push(`productExists ${sku}`);
      return sku === '123';
    },
    existingStores: async () => {
      throw new Error('not used by the JSON paths');
    },
    rowsForSku: async (sku, codes, also) => {
      calls.push(`rowsForSku ${sku} ${codes?.join(',') ?? '*'}${also ? ` +${also}` : ''}`);
      if (sku !== '123') return [];
      return rows.filter((r) => (codes ? codes.includes(r.magasin_code) : r.stock > 0 || r.magasin_code === also));
    },
    forSku: async () => {
      throw new Error('not used by the JSON paths');
    },
  };
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as AppError,
  );
const page = (q: Partial<StockPageQuery>): StockPageQuery => ({ limit: 20, offset: 0, ...q });
const codesOf = (json: string) => (JSON.parse(json) as { items: { Magasin_Code: string }[] }).items.map((i) => i.Magasin_Code);

describe('stock service (fake repository and store list, no database)', () => {
  it('answers the stores asked for, by code; a store without a row shows STOCK 0; next is null', async () => {
    const versions: string[] = [];
    const stock = createStockService({
      repo: fakeRepo([]),
      storeList: async (version) => {
        versions.push(version);
        return storeList;
      },
    });
    const body = JSON.parse(await stock.forSkuJson('v7', '123', ['B2', 'A1']));
    expect(versions).toEqual(['v7']);
    expect(body).toEqual({
      items: [
        { Magasin_Code: 'A1', Article_Code: '123', STOCK: 7, updated_at: '2026-11-24T10:00:00.000Z', store: { magasin_code: 'A1' } },
        { Magasin_Code: 'B2', Article_Code: '123', STOCK: 0, updated_at: '2026-11-24T09:00:00.000Z', store: { magasin_code: 'B2' } },
      ],
      next: null,
    });
  });

  it('without stores: only the stores that have it, by code, paged', async () => {
    const stock = createStockService({ repo: fakeRepo([]), storeList: async () => storeList });
    expect(codesOf(await stock.forSkuPageJson('v1', '123', page({})))).toEqual(['A1', 'C3']);
    const first = JSON.parse(await stock.forSkuPageJson('v1', '123', page({ limit: 1 })));
    expect([first.items.length, first.next]).toEqual([1, '1']);
    const second = JSON.parse(await stock.forSkuPageJson('v1', '123', page({ limit: 1, offset: 1 })));
    expect([second.items[0].Magasin_Code, second.next]).toEqual(['C3', null]);
  });

  it('nearest first with a position, with distance_m; the current store first even at 0; a place filter', async () => {
    const stock = createStockService({ repo: fakeRepo([]), storeList: async () => storeList });
    const near = JSON.parse(await stock.forSkuPageJson('v1', '123', page({ position: { lat: 0, lng: 0 } })));
    expect(near.items.map((i: { Magasin_Code: string }) => i.Magasin_Code)).toEqual(['C3', 'A1']);
    expect(near.items[0].store.distance_m).toBeGreaterThan(1000);
    expect(codesOf(await stock.forSkuPageJson('v1', '123', page({ position: { lat: 0, lng: 0 }, current: 'B2' })))).toEqual([
      'B2',
      'C3',
      'A1',
    ]);
    expect(codesOf(await stock.forSkuPageJson('v1', '123', page({ gouvernorat: 'tunis' })))).toEqual(['A1']);
  });

  it('never answers a count time after the clock: a later updated_at is written as now (docs/stock.md#api)', async () => {
    const now = new Date('2026-11-24T09:30:00Z');
    const stock = createStockService({ repo: fakeRepo([]), storeList: async () => storeList, clock: fixedClock(now) });
    const times = (json: string) =>
      Object.fromEntries(
        (JSON.parse(json) as { items: { Magasin_Code: string; updated_at: string | null }[] }).items.map((i) => [
          i.Magasin_Code,
          i.updated_at,
        ]),
      );
    // A1 counted at 10:00 (after now) → now; B2 at 09:00 and C3 at 08:00 stay as counted.
    expect(times(await stock.forSkuJson('v1', '123', ['A1', 'B2', 'C3']))).toEqual({
      A1: '2026-11-24T09:30:00.000Z',
      B2: '2026-11-24T09:00:00.000Z',
      C3: '2026-11-24T08:00:00.000Z',
    });
    expect(times(await stock.forSkuPageJson('v1', '123', page({ current: 'B2' })))).toEqual({
      A1: '2026-11-24T09:30:00.000Z',
      B2: '2026-11-24T09:00:00.000Z',
      C3: '2026-11-24T08:00:00.000Z',
    });
  });

  it('an unknown store → 404 STORE_NOT_FOUND before any query', async () => {
    const calls: string[] = [];
    const stock = createStockService({ repo: fakeRepo(calls), storeList: async () => storeList });
    const err = await errorOf(stock.forSkuJson('v1', '123', ['A1', 'ZZ9']));
    expect(err).toBeInstanceOf(AppError);
    expect([err?.statusCode, err?.code]).toEqual([404, 'STORE_NOT_FOUND']);
    expect(err?.message).toContain('ZZ9');
    const current = await errorOf(stock.forSkuPageJson('v1', '123', page({ current: 'ZZ9' })));
    expect([current?.statusCode, current?.code]).toEqual([404, 'STORE_NOT_FOUND']);
    expect(calls).toEqual([]);
  });

  it('an unknown product (no stock row) → 404 PRODUCT_NOT_FOUND; with rows the product is not looked up (a row names a product)', async () => {
    const calls: string[] = [];
    const stock = createStockService({ repo: fakeRepo(calls), storeList: async () => storeList });
    const err = await errorOf(stock.forSkuPageJson('v1', '999', page({})));
    expect([err?.statusCode, err?.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(calls).toEqual(['rowsForSku 999 *', 'productExists 999']);
    const list = await errorOf(stock.forSkuJson('v1', '999', ['A1']));
    expect([list?.statusCode, list?.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    calls.length = 0;
    await stock.forSkuPageJson('v1', '123', page({}));
    expect(calls).toEqual(['rowsForSku 123 *']);
  });
});
