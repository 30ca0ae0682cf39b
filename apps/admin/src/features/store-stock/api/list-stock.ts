import { call, ops } from '../../../lib/api/call.ts';

export const storeStockKey = ['admin', 'store-stock'] as const;

/** GET /admin/stores/:code/stock: the store's stock by sku, searchable, or only what is out. */
export function listStoreStock(code: string, f: { q: string; out: boolean; page: number; pageSize: number }, signal?: AbortSignal) {
  const query = { q: f.q || undefined, out: f.out || undefined, page: f.page, pageSize: f.pageSize };
  return call(ops.listAdminStoreStock, { params: { code }, query }, { signal });
}
