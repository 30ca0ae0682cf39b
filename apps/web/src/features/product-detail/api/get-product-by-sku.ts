import type { Product } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';

/** GET /products/sku/:sku — silent: a missing product is shown as a not-found state, not a toast. */
export const getProductBySku = (sku: string, signal?: AbortSignal) =>
  api.get<Product>(`/products/sku/${encodeURIComponent(sku)}`, { signal, silent: true });

export const productBySkuQueryOptions = (sku: string | undefined) =>
  queryOptions({
    queryKey: ['product', 'sku', sku],
    queryFn: ({ signal }) => getProductBySku(sku!, signal),
    enabled: !!sku,
    retry: false,
  });

export const useProductBySku = (sku: string | undefined) => useQuery(productBySkuQueryOptions(sku));
