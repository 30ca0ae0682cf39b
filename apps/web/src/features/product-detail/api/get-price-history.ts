import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/**
 * GET /products/sku/:sku/price-history at the shopper's store (chain-wide without one). Silent: the
 * product sheet stands without its history, which is left out when it cannot be read.
 */
export const usePriceHistory = (sku: string, magasin: string | undefined) => {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['price-history', sku, magasin ?? null, lang],
    queryFn: ({ signal }) =>
      call(ops.getProductPriceHistory, { params: { sku }, query: magasin ? { magasin } : {} }, { signal, silent: true, lang }),
    staleTime: 10 * 60_000,
    retry: false,
  });
};
