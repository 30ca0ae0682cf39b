import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/** The home strips: 10 items shown, 22 fetched (docs/promotions.md#home-strip, docs/last-chance.md#home-strip). */
export const HOME_STRIP_ITEMS = 10;
export const HOME_FETCH_LIMIT = 22;

/** Today's promos (GET /promos?oc_debut=today&oc_fin=today). Silent: the home page never toasts. */
export function useTodayPromos(today: string | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['home-promos', today, lang],
    queryFn: ({ signal }) =>
      call(ops.listPromos, { query: { oc_debut: today!, oc_fin: today!, pageSize: HOME_FETCH_LIMIT } }, { signal, silent: true, lang }),
    enabled: today !== null,
  });
}

/** GET /catalogues (silent on home). */
export function useHomeCatalogues(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['catalogues', lang],
    queryFn: ({ signal }) => call(ops.listCatalogues, {}, { signal, silent: true, lang }),
    enabled,
  });
}
