import type { AdminProductCreate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** POST /admin/products: a new product (valid, unused EAN-13). */
export function createProduct(body: AdminProductCreate) {
  return call(ops.createAdminProduct, { body });
}
