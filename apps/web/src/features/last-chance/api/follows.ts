import type { LastChanceFollows, LastChanceFollowsBody } from '@qadhya/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/storage/use-session.ts';

const followsKey = (userId: unknown, lang: string) => ['last-chance', 'follows', String(userId ?? ''), lang] as const;

/** GET /last-chance/follows: the signed-in shopper's followed stores, products and categories (nothing for a visitor). */
export function useLastChanceFollows() {
  const { loggedIn, user } = useSession();
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: followsKey(user?.id ?? null, lang),
      queryFn: ({ signal }) => call(ops.getLastChanceFollows, { query: { lang } }, { signal, silent: true, lang }),
      enabled: loggedIn,
      staleTime: 60_000,
    }),
  );
}

/** PUT /last-chance/follows: the whole set; the answer becomes the kept one. */
export function useSetLastChanceFollows() {
  const client = useQueryClient();
  const { user } = useSession();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (body: LastChanceFollowsBody) => call(ops.setLastChanceFollows, { body, query: { lang } }, { silent: true, lang }),
    onSuccess: (saved: LastChanceFollows) => client.setQueryData(followsKey(user?.id ?? null, lang), saved),
  });
}

/** GET /last-chance/stock?sku=: the offer's stock now in every store that has it. */
export function useLastChanceStock(sku: string | null) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['last-chance', 'stock', sku ?? '', lang],
      queryFn: ({ signal }) => call(ops.getLastChanceStock, { query: { sku: sku! } }, { signal, silent: true, lang }),
      enabled: sku !== null,
      staleTime: 30_000,
    }),
  );
}
