import type { AdminProduct, AdminProductCreate } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/products: a new product (valid, unused EAN-13). */
export function createProduct(body: AdminProductCreate): Promise<AdminProduct> {
  return request<AdminProduct>('POST', '/admin/products', { body });
}
