import { isApiError } from '../../../lib/api/api-error.ts';
import { call, ops } from '../../../lib/api/call.ts';

/** What the zone editor needs of a product. */
export interface FoundProduct {
  sku: string;
  ean: string;
  name: string;
  marque: string | null;
  image: string;
  price: number;
  old_price: number;
}

/**
 * Products by name, brand, sku or EAN: the back office's GET /admin/products?q=, or, where that
 * route is missing (404), the shoppers' GET /products?q= (public).
 */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<FoundProduct[]> {
  try {
    const page = await call(ops.searchAdminProducts, { query: { q, pageSize: 10 } }, { signal });
    return page.items;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    const page: { items: FoundProduct[] } = await call(ops.listProducts, { query: { q, pageSize: 10 } }, { signal, publicCall: true });
    return page.items;
  }
}
