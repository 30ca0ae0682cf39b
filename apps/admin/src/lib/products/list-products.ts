import { call, ops } from '../api/call.ts';

export const productsKey = ['admin-products'] as const;

/** GET /admin/products: one page of the search (name, brand, exact sku or EAN). */
export function listProducts(query: { q?: string; page?: number; pageSize?: number }, signal?: AbortSignal) {
  return call(ops.searchAdminProducts, { query }, { signal });
}
