import type { AdminStorePage } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const adminStoresKey = ['admin-stores'] as const;

/** GET /admin/stores: one page (a store manager gets only their stores). */
export function listAdminStores(query: { q?: string; page?: number; pageSize?: number }, signal?: AbortSignal): Promise<AdminStorePage> {
  return request<AdminStorePage>('GET', '/admin/stores', { query, signal });
}
