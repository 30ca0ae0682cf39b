import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/**
 * GET /favorites/deals at the shopper's store (docs/shopping-lists.md#this-week-on-my-list), signed in
 * only; read again when the account's favourites change (`skus`). Silent: the wishlist stands without
 * its deals when they cannot be read (offline).
 */
export const useFavouriteDeals = (enabled: boolean, skus: string, magasin: string | undefined) => {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['favourite-deals', skus, magasin ?? null, lang],
    queryFn: ({ signal }) => call(ops.getFavouriteDeals, { query: magasin ? { magasin } : {} }, { signal, silent: true, lang }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
};
