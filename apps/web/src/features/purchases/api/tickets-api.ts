import type { TicketPage } from '@qadhya/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { withOfflineFallback, type OfflineMark } from '../../../lib/offline/index.ts';
import { RECONCILED_QUERY } from '../../../lib/offline/reconciled.ts';
import { walletTicketIO, walletTicketsIO } from '../../../lib/offline/wallet-sealed.ts';
import { purchaseKeys } from './wallet-api.ts';

export const TICKETS_PAGE = 20;

/**
 * GET /wallet/tickets, newest first, page after page ('Voir plus'). The newest tickets of the first
 * page are kept on the device, encrypted (docs/wallet.md#offline-at-the-till); back online, asked again at once.
 */
export function useTickets(user: string, enabled: boolean) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: [...purchaseKeys.tickets, user, lang],
    queryFn: ({ pageParam, signal }): Promise<TicketPage & OfflineMark> => {
      const get = (quiet: boolean) =>
        call(ops.listMyTickets, { query: { page: pageParam, pageSize: TICKETS_PAGE } }, { signal, lang, silent: quiet });
      return pageParam === 1 ? withOfflineFallback(`wallet-tickets:${user}`, get, walletTicketsIO(user)) : get(false);
    },
    ...RECONCILED_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

/** GET /wallet/tickets/{id}: silent, the screen shows its own not-found state; kept on the device while among the newest. */
export const ticketQueryOptions = (user: string, id: string, lang: Language) =>
  queryOptions({
    queryKey: [...purchaseKeys.ticket(id), user, lang],
    queryFn: ({ signal }) =>
      withOfflineFallback(
        `wallet-ticket:${user}:${id}`,
        () => call(ops.getMyTicket, { params: { id: Number(id) } }, { signal, lang, silent: true }),
        walletTicketIO(user, Number(id)),
      ),
    ...RECONCILED_QUERY,
    retry: false,
  });

export function useTicket(user: string, id: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({ ...ticketQueryOptions(user, id, lang), enabled: enabled && /^\d{1,15}$/.test(id) });
}
