import type { AdminCataloguePriceRequest } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

/** PATCH /admin/catalogues/:id/products/:sku: the week's price and/or old price, millimes. */
export function setCataloguePrice(id: number, sku: string, body: AdminCataloguePriceRequest) {
  return call(ops.updateAdminCataloguePrice, { params: { id, sku }, body });
}
