import type { OfferKind, OfferPage, OfferStatus } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { withOfflineFallback } from '../../../lib/offline/index.ts';
import { RECONCILED_QUERY } from '../../../lib/offline/reconciled.ts';
import { walletOffersIO } from '../../../lib/offline/wallet-sealed.ts';
import { walletKeys } from './keys.ts';

export const OFFERS_PAGE_SIZE = 20;

/**
 * GET /wallet/offers?kind&status: coupons and vouchers (texts in the app's language), with the counts
 * per status. The first page of the active coupons and of the active vouchers is kept on the device,
 * encrypted (docs/wallet.md#offline-at-the-till); back online, every list asks again at once.
 */
export const offersQueryOptions = (user: string, kind: OfferKind | undefined, status: OfferStatus, lang: Language) =>
  infiniteQueryOptions({
    queryKey: walletKeys.offers(user, kind, status, lang),
    queryFn: ({ pageParam, signal }) => {
      const get = (quiet: boolean) =>
        call(ops.listMyOffers, { query: { kind, status, page: pageParam, pageSize: OFFERS_PAGE_SIZE } }, { signal, lang, silent: quiet });
      return pageParam === 1 && kind && status === 'active'
        ? withOfflineFallback(`wallet-${kind}s:${user}`, get, walletOffersIO(user, kind))
        : get(false);
    },
    ...RECONCILED_QUERY,
    initialPageParam: 1,
    getNextPageParam: (last: OfferPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useOffers = (user: string, kind: OfferKind | undefined, status: OfferStatus) =>
  useInfiniteQuery(offersQueryOptions(user, kind, status, useLanguage()));

/** GET /wallet/offers/:id: an offer's state now (the sheet of one that left the active list). */
export const useOffer = (user: string, id: number, enabled: boolean) => {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...walletKeys.all, 'offer', user, id, lang],
    queryFn: ({ signal }) => call(ops.getMyOffer, { params: { id } }, { signal, lang, silent: true }),
    enabled,
  });
};
