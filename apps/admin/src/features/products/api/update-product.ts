import type { AdminProduct, AdminProductUpdate } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** PATCH /admin/products/:sku: texts, category, base price. */
export function updateProduct(sku: string, body: AdminProductUpdate): Promise<AdminProduct> {
  return request<AdminProduct>('PATCH', `/admin/products/${encodeURIComponent(sku)}`, { body });
}
