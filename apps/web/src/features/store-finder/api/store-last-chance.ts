import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/** How many of a store's last-chance offers its page shows before « Voir tout ». */
export const STORE_LAST_CHANCE_COUNT = 4;

/** GET /last-chance?magasin=: the first offers of one store and how many it has (the store page). */
export function useStoreLastChance(code: string | null | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['last-chance', 'store-page', code, lang],
    queryFn: ({ signal }) =>
      call(
        ops.listLastChanceOffers,
        { query: { magasin: code!, page: 1, pageSize: STORE_LAST_CHANCE_COUNT } },
        { signal, silent: true, lang },
      ),
    enabled: Boolean(code),
    staleTime: 60_000,
  });
}
