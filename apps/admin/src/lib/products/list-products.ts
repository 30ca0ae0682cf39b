import type { AdminProductPage } from '@qadhya/contracts';
import { request } from '../api/client.ts';

export const productsKey = ['admin-products'] as const;

/** GET /admin/products: one page of the search (name, brand, exact sku or EAN). */
export function listProducts(query: { q?: string; page?: number; pageSize?: number }, signal?: AbortSignal): Promise<AdminProductPage> {
  return request<AdminProductPage>('GET', '/admin/products', { query, signal });
}
