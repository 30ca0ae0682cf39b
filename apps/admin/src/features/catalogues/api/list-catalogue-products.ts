import { call, ops } from '../../../lib/api/call.ts';

export const catalogueProductsKey = (id: number) => ['catalogues', id, 'products'] as const;

/** GET /admin/catalogues/:id/products: zones and prices in page order, paged; `pageNumber` keeps one page of the catalogue. */
export function listCatalogueProducts(id: number, page: number, pageSize: number, pageNumber?: number) {
  return call(ops.listAdminCatalogueProducts, { params: { id }, query: { page, pageSize, page_number: pageNumber } });
}
