import { isApiError } from '../../../lib/api/api-error.ts';
import { request } from '../../../lib/api/client.ts';

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

interface Page {
  items: FoundProduct[];
}

/**
 * Products by name, brand, sku or EAN: the back office's GET /admin/products?q=, or, where that
 * route is missing (404), the shoppers' GET /products?q= (public).
 */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<FoundProduct[]> {
  try {
    const page = await request<Page>('GET', '/admin/products', { query: { q, pageSize: 10 }, signal });
    return page.items;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    const page = await request<Page>('GET', '/products', { query: { q, pageSize: 10 }, signal, publicCall: true });
    return page.items;
  }
}
