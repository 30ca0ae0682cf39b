import type { AdminLastChancePage } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const storeLastChanceKey = ['admin', 'store-last-chance'] as const;

/** GET /admin/stores/:code/last-chance: the store's last-chance offers by sku. */
export function listStoreLastChance(code: string, page: number, pageSize: number, signal?: AbortSignal): Promise<AdminLastChancePage> {
  return request<AdminLastChancePage>('GET', `/admin/stores/${encodeURIComponent(code)}/last-chance`, { query: { page, pageSize }, signal });
}
