import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import type { StockRepository } from '../../src/modules/stock/stock.repository.ts';
import { createStockService, type StoreList } from '../../src/modules/stock/stock.service.ts';

/** Two stores in memory, as the stores feature's index would hand them over. */
const storeList: StoreList = {
  has: (code) => code === 'A1' || code === 'B2',
  codes: () => ['A1', 'B2'],
  storeJson: (code) => JSON.stringify({ magasin_code: code }),
};

/** A repository without a database: one product, stocked in A1 only. */
function fakeRepo(calls: string[]): StockRepository {
  return {
    productExists: async (sku) => {
      calls.push(`productExists ${sku}`);
      return sku === '123';
    },
    existingStores: async () => {
      throw new Error('not used by forSkuJson');
    },
    rowsForSku: async (sku, codes) => {
      calls.push(`rowsForSku ${sku} ${codes?.join(',') ?? '*'}`);
      return sku === '123' ? [{ magasin_code: 'A1', stock: 7, updated_at: new Date('2026-11-24T10:00:00Z') }] : [];
    },
    forSku: async () => {
      throw new Error('not used by forSkuJson');
    },
  };
}

const errorOf = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as AppError);

describe('stock service (fake repository and store list, no database)', () => {
  it('lists every store of the list in its order; a store without a row shows STOCK 0', async () => {
    const versions: string[] = [];
    const stock = createStockService(fakeRepo([]), {
      storeList: async (version) => {
        versions.push(version);
        return storeList;
      },
    });
    const body = JSON.parse(await stock.forSkuJson('v7', '123'));
    expect(versions).toEqual(['v7']);
    expect(body.items).toEqual([
      { Magasin_Code: 'A1', Article_Code: '123', STOCK: 7, updated_at: '2026-11-24T10:00:00.000Z', store: { magasin_code: 'A1' } },
      { Magasin_Code: 'B2', Article_Code: '123', STOCK: 0, updated_at: null, store: { magasin_code: 'B2' } },
    ]);
  });

  it('keeps only the stores asked for', async () => {
    const stock = createStockService(fakeRepo([]), { storeList: async () => storeList });
    const body = JSON.parse(await stock.forSkuJson('v1', '123', ['B2']));
    expect(body.items.map((i: { Magasin_Code: string }) => i.Magasin_Code)).toEqual(['B2']);
  });

  it('an unknown store → 404 STORE_NOT_FOUND before any query', async () => {
    const calls: string[] = [];
    const stock = createStockService(fakeRepo(calls), { storeList: async () => storeList });
    const err = await errorOf(stock.forSkuJson('v1', '123', ['A1', 'ZZ9']));
    expect(err).toBeInstanceOf(AppError);
    expect([err?.statusCode, err?.code]).toEqual([404, 'STORE_NOT_FOUND']);
    expect(err?.message).toContain('ZZ9');
    expect(calls).toEqual([]);
  });

  it('an unknown product → 404 PRODUCT_NOT_FOUND, its stock never read', async () => {
    const calls: string[] = [];
    const stock = createStockService(fakeRepo(calls), { storeList: async () => storeList });
    const err = await errorOf(stock.forSkuJson('v1', '999'));
    expect([err?.statusCode, err?.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    expect(calls).toEqual(['productExists 999']);
  });
});
