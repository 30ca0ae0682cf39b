import type { AdminCatalogueProductList } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const catalogueProductsKey = (id: number) => ['catalogues', id, 'products'] as const;

/** GET /admin/catalogues/:id/products: zones and prices in page order, paged; `pageNumber` keeps one page of the catalogue. */
export function listCatalogueProducts(id: number, page: number, pageSize: number, pageNumber?: number): Promise<AdminCatalogueProductList> {
  return request<AdminCatalogueProductList>('GET', `/admin/catalogues/${id}/products`, { query: { page, pageSize, page_number: pageNumber } });
}
