import { call, ops } from '../../../lib/api/call.ts';

export const adminStoresKey = ['admin-stores'] as const;

/** GET /admin/stores: one page (a store manager gets only their stores). */
export const listAdminStores = (query: { q?: string; page?: number; pageSize?: number }, signal?: AbortSignal) =>
  call(ops.listAdminStores, { query }, { signal });
