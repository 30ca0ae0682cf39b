import { call, ops } from '../../../lib/api/call.ts';

export const storeLastChanceKey = ['admin', 'store-last-chance'] as const;

/** GET /admin/stores/:code/last-chance: the store's last-chance offers by sku. */
export function listStoreLastChance(code: string, page: number, pageSize: number, signal?: AbortSignal) {
  return call(ops.listAdminStoreLastChance, { params: { code }, query: { page, pageSize } }, { signal });
}
