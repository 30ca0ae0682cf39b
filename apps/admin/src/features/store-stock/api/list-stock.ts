import type { AdminStockPage } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const storeStockKey = ['admin', 'store-stock'] as const;

/** GET /admin/stores/:code/stock: the store's stock by sku, searchable, or only what is out. */
export function listStoreStock(code: string, f: { q: string; out: boolean; page: number; pageSize: number }, signal?: AbortSignal): Promise<AdminStockPage> {
  const query = { q: f.q || undefined, out: f.out ? 'true' : undefined, page: f.page, pageSize: f.pageSize };
  return request<AdminStockPage>('GET', `/admin/stores/${encodeURIComponent(code)}/stock`, { query, signal });
}
