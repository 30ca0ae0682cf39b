import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/**
 * GET /lists/:id/deals at the shopper's store (docs/shopping-lists.md#this-week-on-my-list): read
 * again when the list's version moves (a tick, an item, another member's change), the last answer kept
 * meanwhile. Silent: the list stands without its deals when they cannot be read (offline).
 */
export const useListDeals = (listId: number, version: number, magasin: string | undefined, enabled: boolean) => {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['list-deals', listId, version, magasin ?? null, lang],
    queryFn: ({ signal }) =>
      call(ops.getListDeals, { params: { id: listId }, query: magasin ? { magasin } : {} }, { signal, silent: true, lang }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
};
