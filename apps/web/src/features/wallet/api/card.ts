import type { PointsPage } from '@qadhya/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { OFFLINE_QUERY, withOfflineFallback } from '../../../lib/offline/index.ts';
import { walletCardIO, walletPointsIO } from '../../../lib/offline/wallet.ts';
import { walletKeys } from './keys.ts';

export const POINTS_PAGE_SIZE = 10;

/** GET /wallet/card, kept on the device: offline, the last answer comes back marked { offline, savedAt }. */
export const cardQueryOptions = (user: string, lang: Language) =>
  queryOptions({
    queryKey: walletKeys.card(user, lang),
    queryFn: ({ signal }) =>
      withOfflineFallback(
        `wallet-card:${user}`,
        (quiet) => call(ops.getMyLoyaltyCard, {}, { signal, silent: quiet, lang }),
        walletCardIO(user),
      ),
    ...OFFLINE_QUERY,
  });

export const useCard = (user: string) => useQuery(cardQueryOptions(user, useLanguage()));

/** GET /wallet/points, newest first, paged ('Voir plus'); the first page is kept on the device too. */
export const pointsQueryOptions = (user: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.points(user),
    queryFn: ({ pageParam, signal }) => {
      const get = (quiet: boolean) =>
        call(ops.listMyPoints, { query: { page: pageParam, pageSize: POINTS_PAGE_SIZE } }, { signal, silent: quiet });
      return pageParam === 1 ? withOfflineFallback(`wallet-points:${user}`, get, walletPointsIO(user)) : get(false);
    },
    ...OFFLINE_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last: PointsPage) => (last.hasMore ? last.page + 1 : undefined),
  });

export const usePoints = (user: string) => useInfiniteQuery(pointsQueryOptions(user));

/** GET /wallet/members: the family members points can go to (loaded when the transfer dialog opens). */
export const useMembers = (user: string, enabled: boolean) =>
  useQuery({ queryKey: walletKeys.members(user), queryFn: ({ signal }) => call(ops.listWalletMembers, {}, { signal }), enabled });
