import type { AdminCatalogueProduct, AdminCataloguePriceRequest } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** PATCH /admin/catalogues/:id/products/:sku: the week's price and/or old price, millimes. */
export function setCataloguePrice(id: number, sku: string, body: AdminCataloguePriceRequest): Promise<AdminCatalogueProduct> {
  return request<AdminCatalogueProduct>('PATCH', `/admin/catalogues/${id}/products/${encodeURIComponent(sku)}`, { body });
}
