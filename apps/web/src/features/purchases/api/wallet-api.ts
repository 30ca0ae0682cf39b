import type { TicketAttachRequest } from '@qadhya/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';
import { transactionQuery, TRANSACTIONS_PAGE, type TransactionFilters } from '../model/transactions-filter.ts';

/** TanStack Query keys of the purchases screens (every wallet read starts with 'wallet'). */
export const purchaseKeys = {
  all: ['wallet'] as const,
  tickets: ['wallet', 'tickets'] as const,
  ticket: (id: string) => ['wallet', 'ticket', id] as const,
  transactions: (f: TransactionFilters) => ['wallet', 'transactions', f] as const,
  dashboard: (year: number | null) => ['wallet', 'dashboard', year] as const,
  members: ['wallet', 'members'] as const,
};

/** POST /wallet/tickets/attach: the dialog shows the API's texts. */
export function useAttachTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketAttachRequest) => call(ops.attachTicket, { body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** GET /wallet/transactions with the filters: the first page holds the 6 shown first, then page on. */
export function useTransactions(filters: TransactionFilters, enabled: boolean) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: [...purchaseKeys.transactions(filters), lang],
    queryFn: ({ pageParam, signal }) =>
      call(
        ops.listMyTransactions,
        { query: { ...transactionQuery(filters), page: pageParam, pageSize: TRANSACTIONS_PAGE } },
        { signal, lang },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /wallet/dashboard?year= (this year when null). */
export function useDashboard(year: number | null, enabled: boolean) {
  return useQuery({
    queryKey: purchaseKeys.dashboard(year),
    queryFn: ({ signal }) => call(ops.getSpendingDashboard, { query: year ? { year } : undefined }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** PUT /wallet/budget: this month's own budget. */
export function useSetBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => call(ops.setMyBudget, { body: { amount } }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** GET /wallet/members: who budget can go to. */
export function useWalletMembers(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...purchaseKeys.members, lang],
    queryFn: ({ signal }) => call(ops.listWalletMembers, {}, { signal, lang }),
    enabled,
  });
}

/** POST /wallet/budget/allocations (idempotent by request_id). */
export function useAllocateBudget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { to_user_id: number; amount: number; request_id: string }) => call(ops.allocateBudget, { body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
