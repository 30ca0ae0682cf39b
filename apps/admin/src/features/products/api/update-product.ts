import type { AdminProductUpdate } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** PATCH /admin/products/:sku: texts, category, base price. */
export function updateProduct(sku: string, body: AdminProductUpdate) {
  return call(ops.updateAdminProduct, { params: { sku }, body });
}
