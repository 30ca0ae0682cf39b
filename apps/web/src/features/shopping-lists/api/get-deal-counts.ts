import type { ListSummary } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

/**
 * GET /lists/deal-counts at the shopper's store (docs/shopping-lists.md#this-week-on-my-list): each
 * active list's items on a deal this week, in one answer for the courses screen's cards; read again
 * when a list on screen changes (its version). Silent: offline or refused, the cards show no count.
 */
export const useListDealCounts = (lists: readonly ListSummary[], magasin: string | undefined, enabled: boolean) => {
  const lang = useLanguage();
  const versions = lists.map((l) => `${l.id}:${l.version}`).join(',');
  return useQuery({
    queryKey: ['list-deal-counts', versions, magasin ?? null, lang],
    queryFn: async ({ signal }) => {
      const answer = await call(ops.getListDealCounts, { query: magasin ? { magasin } : {} }, { signal, silent: true, lang });
      return new Map(answer.lists.map((l) => [l.list_id, l.count_this_week]));
    },
    enabled: enabled && lists.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
};
