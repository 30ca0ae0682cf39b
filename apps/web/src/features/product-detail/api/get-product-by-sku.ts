import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { currentLanguage, useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, productIO, withOfflineFallback } from '../../../lib/offline/index.ts';

/** GET /products/sku/:sku — silent: a missing product is shown as a not-found state, not a toast. */
export const getProductBySku = (sku: string, signal?: AbortSignal, lang?: Language) =>
  call(ops.getProductBySku, { params: { sku } }, { signal, silent: true, lang });

export const productBySkuQueryOptions = (sku: string | undefined, lang: Language = currentLanguage()) =>
  queryOptions({
    queryKey: ['product', 'sku', sku, lang],
    queryFn: ({ signal }) => withOfflineFallback(`product:${sku}`, () => getProductBySku(sku!, signal, lang), productIO(sku!)),
    ...OFFLINE_QUERY,
    enabled: !!sku,
    retry: false,
  });

export const useProductBySku = (sku: string | undefined) => useQuery(productBySkuQueryOptions(sku, useLanguage()));
