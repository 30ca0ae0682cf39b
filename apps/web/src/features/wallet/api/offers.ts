import type { OfferKind, OfferPage, OfferStatus } from '@qadhya/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage, type Language } from '../../../lib/i18n/index.ts';
import { walletKeys } from './keys.ts';

export const OFFERS_PAGE_SIZE = 20;

/** GET /wallet/offers?kind&status: coupons and vouchers (texts in the app's language), with the counts per status. */
export const offersQueryOptions = (user: string, kind: OfferKind | undefined, status: OfferStatus, lang: Language) =>
  infiniteQueryOptions({
    queryKey: walletKeys.offers(user, kind, status, lang),
    queryFn: ({ pageParam, signal }) =>
      call(ops.listMyOffers, { query: { kind, status, page: pageParam, pageSize: OFFERS_PAGE_SIZE } }, { signal, lang }),
    initialPageParam: 1,
    getNextPageParam: (last: OfferPage) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useOffers = (user: string, kind: OfferKind | undefined, status: OfferStatus) =>
  useInfiniteQuery(offersQueryOptions(user, kind, status, useLanguage()));
